import type { QueryClient } from '@tanstack/react-query';
import type { Ad } from '@store/shared/api/promotions';
import type { GoodsDetail } from '@store/shared/api/goods';
import type { PageHead } from '@store/shared/ssr';
import { getSiteConfig } from '../api/use-site-config.ts';
import { DETAIL_IMAGE_SIZES, imagePreloadOf } from '../components/goods/image-sources.ts';
import type { RouteHandle } from '../routing/route-handle.ts';
import { HOME_BANNER_KEY } from '../features/home/use-home-data.ts';

export function pageHead(handle: RouteHandle, url: URL, queryClient: QueryClient): PageHead {
  const site = getSiteConfig();
  const siteTitle = site.site_title;
  const canonical = url.origin + url.pathname + (handle.name === 'list_info' ? '' : url.search);
  if (handle.name === 'list_info') {
    const goods = queryClient.getQueryData<GoodsDetail>(['goods', 'detail', Number(url.pathname.split('/').pop())]);
    if (goods) return goodsHead(goods, siteTitle, canonical, url.origin);
  }
  const title = handle.title && handle.name !== 'index' ? `${handle.title} - ${siteTitle}` : siteTitle;
  const description =
    handle.name === 'index'
      ? `${siteTitle}：药店、诊所和医药公司的药品与医疗器械批发采购，按名称、厂家或拼音首字母查找，阶梯价格，资质审核后下单。`
      : `${siteTitle}${handle.title}：药品名称、生产厂家、规格和批准文号，资质审核后可见价格并下单采购。`;
  // The home page's LCP is the first banner: found in the body after ~100 kB of inline styles, its request
  // started late in some loads (Lighthouse mobile LCP 1.5 s or 2.4 s for the same page), as the goods page's did.
  const banner = handle.name === 'index' ? queryClient.getQueryData<Ad[]>(HOME_BANNER_KEY)?.[0]?.image : undefined;
  return { title, description, canonical, ...(banner ? { preloadImage: { href: banner } } : {}) };
}

function goodsHead(goods: GoodsDetail, siteTitle: string, canonical: string, origin: string): PageHead {
  const facts = [goods.ypgg, goods.sccj, goods.approval_number && `批准文号 ${goods.approval_number}`].filter(Boolean);
  const price = goods.base_price;
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: goods.name,
    sku: String(goods.id),
    url: canonical,
    description: `${goods.name} ${facts.join('，')}`,
    manufacturer: { '@type': 'Organization', name: goods.sccj },
    ...(goods.brand ? { brand: { '@type': 'Brand', name: goods.brand.name } } : {}),
    ...(goods.goods_image[0] ? { image: new URL(goods.goods_image[0], origin).href } : {}),
    ...(goods.approval_number ? { identifier: goods.approval_number } : {}),
    // Only for a viewer who may see prices: the HTML never carries a price the page would hide.
    ...(price !== null
      ? {
          offers: {
            '@type': 'Offer',
            priceCurrency: 'CNY',
            price: price.toFixed(2),
            availability: `https://schema.org/${goods.number > 0 ? 'InStock' : 'OutOfStock'}`,
          },
        }
      : {}),
  };
  return {
    title: `${goods.name} ${goods.ypgg} ${goods.sccj} - ${siteTitle}`,
    description: `${goods.name}，${facts.join('，')}。${goods.dosage_form ? `剂型：${goods.dosage_form}。` : ''}${siteTitle}批发采购。`,
    canonical,
    jsonLd,
    // The goods page's LCP: found in the body, it started after the scripts and sometimes painted after them.
    ...(goods.goods_image[0] ? { preloadImage: imagePreloadOf(goods.goods_image[0], DETAIL_IMAGE_SIZES) } : {}),
  };
}
