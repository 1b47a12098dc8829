/** The help centre and news, rendered on the server too (`ssr`), but the 投诉建议 form. */
import { withQuery, type Lazy, type RouteDef } from './route-def.ts';

const pages = {
  complaint: () => import('../../features/account/feedback-pages.tsx').then((m) => ({ Component: m.ComplaintPage })),
  help: () => import('../../features/help/help-page.tsx').then((m) => ({ Component: m.HelpPage })),
  newsList: () => import('../../features/news/news-pages.tsx').then((m) => ({ Component: m.NewsListPage })),
  newsDetail: () => import('../../features/news/news-pages.tsx').then((m) => ({ Component: m.NewsDetailPage })),
} satisfies Record<string, Lazy>;

export const CONTENT_ROUTES: RouteDef[] = [
  // Help and news
  { path: '/help/xrzn', redirect: withQuery('/help/xrzn/hyzc') },
  { path: '/help/xrzn/hyzc', name: 'help_hyzc', title: '会员注册', page: pages.help, ssr: true },
  { path: '/help/xrzn/gwzn', name: 'help_gwzn', title: '购物指南', page: pages.help, ssr: true },
  { path: '/help/xrzn/aqgy', name: 'help_aqgy', title: '安全购药', page: pages.help, ssr: true },
  { path: '/help/pay', redirect: withQuery('/help/zfps/ddzf') },
  { path: '/help/zfps/ddzf', name: 'help_ddzf', title: '订单支付', page: pages.help, ssr: true },
  { path: '/help/zfps/hwps', name: 'help_hwps', title: '货物配送', page: pages.help, ssr: true },
  { path: '/help/zfps/ypth', name: 'help_ypth', title: '药品退换', page: pages.help, ssr: true },
  { path: '/help/fwbz', redirect: withQuery('/help/fwbz/wzzz') },
  { path: '/help/fwbz/wzzz', name: 'help_wzzz', title: '网站资质', page: pages.help, ssr: true },
  { path: '/help/fwbz/yhxy', name: 'help_yhxy', title: '用户协议', page: pages.help, ssr: true },
  { path: '/help/fwbz/zskf', name: 'help_zskf', title: '专属客服', page: pages.help, ssr: true },
  { path: '/help/us', redirect: withQuery('/help/us/tsjy') },
  { path: '/help/us/tsjy', name: 'help_tsjy', title: '投诉建议', page: pages.complaint },
  { path: '/help/us/link', name: 'help_link', title: '联系方式', page: pages.help, ssr: true },
  { path: '/news/hy', name: 'news_hy', title: '行业资讯', page: pages.newsList, ssr: true },
  { path: '/news/company', name: 'news_company', title: '公司新闻', page: pages.newsList, ssr: true },
  { path: '/news/info/:id/:type', name: 'news_info', title: '资讯详情', page: pages.newsDetail, ssr: true },
];
