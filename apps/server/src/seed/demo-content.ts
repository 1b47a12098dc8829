/** Demo site content: what a Chinese pharma wholesale buyer expects to see in the shell. */

export const MANAGERS = [
  { name: '张敏', phone: '13905710001' },
  { name: '李强', phone: '13905710002' },
];

export type CategorySeed = { name: string; children?: string[] };

export const CATEGORY_TREES: Record<string, CategorySeed[]> = {
  general: [
    { name: '中西成药', children: ['感冒用药', '解热镇痛', '抗生素类', '消化系统', '心脑血管', '呼吸系统'] },
    { name: '中成药', children: ['清热解毒', '补益安神', '止咳化痰', '妇科用药'] },
    { name: '中药饮片', children: ['根茎类', '花叶类', '果实种子类', '滋补类'] },
    { name: '医疗器械', children: ['防护用品', '检测仪器', '康复辅具', '医用敷料'] },
    { name: '维矿保健', children: ['维生素', '矿物质', '营养补充'] },
    { name: '计生用品', children: ['避孕套', '早孕检测'] },
    { name: '个人护理', children: ['皮肤用药', '眼耳鼻喉', '口腔护理'] },
    { name: '家庭常备', children: ['创可贴', '消毒用品', '体温计'] },
  ],
  yx: [
    { name: '包邮成药', children: ['感冒用药', '肠胃用药'] },
    { name: '包邮器械', children: ['口罩', '血压计'] },
  ],
  zy: [
    { name: '精制饮片', children: ['根茎类', '花叶类'] },
    { name: '滋补贵细', children: ['参类', '燕窝虫草'] },
  ],
  qx: [
    { name: '家用器械', children: ['血压计', '血糖仪', '体温计'] },
    { name: '医用耗材', children: ['医用口罩', '注射器', '敷料'] },
  ],
};

/**
 * Third-level categories of the general tree, by dosage form, where a pharmacy buyer looks for one form
 * among many goods (感冒用药 → 感冒颗粒, as 京东医药 splits it). A goods whose form none of them lists
 * stays in its second level.
 */
export const THIRD_LEVEL: Record<string, { name: string; forms: string[] }[]> = {
  感冒用药: [
    { name: '感冒颗粒', forms: ['颗粒剂'] },
    { name: '感冒胶囊', forms: ['胶囊剂', '软胶囊'] },
    { name: '感冒片剂', forms: ['片剂'] },
    { name: '感冒口服液', forms: ['口服液', '酊剂'] },
  ],
  解热镇痛: [
    { name: '止痛片剂', forms: ['片剂', '缓释片'] },
    { name: '止痛胶囊', forms: ['胶囊剂', '缓释胶囊'] },
    { name: '止痛贴膏', forms: ['贴膏剂'] },
  ],
  皮肤用药: [
    { name: '乳膏', forms: ['乳膏剂'] },
    { name: '软膏', forms: ['软膏剂'] },
  ],
  眼耳鼻喉: [
    { name: '滴眼液', forms: ['滴眼剂'] },
    { name: '咽喉含片', forms: ['含片'] },
  ],
};

export const NAV: { name: string; url: string; children?: { name: string; url: string }[] }[] = [
  { name: '首页', url: '/' },
  { name: '包邮专区', url: '/yx' },
  { name: '控销专区', url: '/kxzq' },
  { name: '器械专区', url: '/qxzq' },
  { name: '中药专区', url: '/zyyp' },
  { name: '近效期专区', url: '/jxqzc' },
  {
    name: '品牌专区',
    url: '/ppzq',
    children: [
      { name: '品牌馆', url: '/ppzq' },
      { name: '加盟专区', url: '/jmzq' },
    ],
  },
  { name: '每日特价', url: '/mrtj' },
  { name: '领券中心', url: '/lqzx' },
  { name: '积分商城', url: '/jfsc' },
];

export const HOT_WORDS = ['感冒灵', '连花清瘟', '布洛芬', '阿莫西林', '板蓝根', '医用口罩', '血压计', '维生素C'];

export const BRANDS = [
  '华润三九',
  '以岭药业',
  '云南白药',
  '同仁堂',
  '白云山',
  '修正药业',
  '扬子江药业',
  '石药集团',
  '哈药集团',
  '仁和药业',
];

export const LINKS = [
  { name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn' },
  { name: '国家卫生健康委员会', url: 'http://www.nhc.gov.cn' },
  { name: '浙江省药品监督管理局', url: 'http://mpa.zj.gov.cn' },
  { name: '中国医药商业协会', url: 'http://www.capc.org.cn' },
];

/**
 * Fixed ids: the spec links help articles by id (id 5 is company qualifications) and uses category 3 for hot
 * search. News categories carry their store kind (/news/hy, /news/company) as `code`.
 */
export const ARTICLE_CATEGORIES = [
  { id: 1, kind: 'help', name: '新手指南', code: '' },
  { id: 2, kind: 'help', name: '支付配送', code: '' },
  { id: 3, kind: 'hot', name: '热门搜索', code: '' },
  { id: 4, kind: 'help', name: '服务保障', code: '' },
  { id: 5, kind: 'help', name: '关于我们', code: '' },
  { id: 6, kind: 'news', name: '行业资讯', code: 'hy' },
  { id: 7, kind: 'news', name: '公司新闻', code: 'company' },
];

/** Hot searches (category 3): titles only, the header shows them under the search box. */
export const HOT_ARTICLES = [
  { id: 13, categoryId: 3, title: '感冒灵颗粒', content: '' },
  { id: 14, categoryId: 3, title: '连花清瘟胶囊', content: '' },
  { id: 15, categoryId: 3, title: '医用外科口罩', content: '' },
];

export const DEMO_MESSAGES = [
  { title: '资质审核通过', content: '您提交的企业资质已审核通过，现在可以查看价格并下单。', isRead: true },
  { title: '冬季流感用药专场开启', content: '感冒、解热镇痛类药品限时满减，详见活动中心。', isRead: false },
  { title: '您的客户经理已分配', content: '您的专属客户经理为张敏，电话 13905710001。', isRead: false },
  { title: '年度采购协议提醒', content: '2027 年度采购协议已发布，请在下单前完成签署。', isRead: false },
];

export const CONTRACT_TEXT = [
  '甲方（供货方）：杭州康宁医药有限公司',
  '乙方（采购方）：在本平台注册并通过资质审核的单位',
  '一、乙方保证所提供的营业执照、药品经营许可证（或医疗机构执业许可证）、采购委托书及采购人身份证明真实、合法、有效，并在证照变更或到期前及时更新。',
  '二、甲方所售药品均来自合法生产企业，随货提供同批号检验报告；乙方可在下单时申请首营资料。',
  '三、乙方采购的药品仅用于本单位合法经营或诊疗使用，不得转售给无资质单位或个人。',
  '四、本平台不经营麻醉药品、精神药品、医疗用毒性药品、放射性药品和药品类易制毒化学品。',
  '五、药品属特殊商品，非质量问题一经售出不予退换；质量问题自签收之日起 7 日内提出售后申请。',
  '六、本协议自乙方在线签署之日起生效，有效期至本年度 12 月 31 日。',
].join('\n');
