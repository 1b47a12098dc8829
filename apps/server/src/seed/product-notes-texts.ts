/**
 * The texts of the demo 产品说明 of medical devices and health foods, and of the herbal pieces' (饮片)
 * labels: what a category is for, how it is used and kept. Drugs' inserts are in package-insert-texts.ts.
 */

export type DeviceText = { scope: string; method: string; cautions: string; storage: string; shelfLife: string };

const STERILE = '一次性使用，用后销毁；包装破损禁止使用。经环氧乙烷灭菌，灭菌有效期见包装标示。';

/** By general-tree category of the device. */
export const DEVICE_TEXT: Readonly<Record<string, DeviceText>> = {
  防护用品: {
    scope: '供医务人员及公众在诊疗、护理及日常防护中佩戴，阻隔血液、体液、飞沫及颗粒物。',
    method: '洗手后取出，区分内外与上下，贴合面部佩戴；按压鼻夹使之与鼻梁贴合；检查密合性。',
    cautions: `${STERILE}佩戴过程中如受潮或污染应及时更换。对材料过敏者慎用。`,
    storage: '贮存于相对湿度不超过80%、无腐蚀性气体、通风良好的清洁室内。',
    shelfLife: '2年',
  },
  检测仪器: {
    scope: '供家庭及医疗机构测量血压、血糖、体温或血氧等生理参数，测量结果仅供参考，不能作为诊断依据。',
    method: '使用前请仔细阅读随机附带的使用说明书，按说明安装电池、校准后测量，并正确记录结果。',
    cautions: '测量前应静坐休息5分钟。仪器应远离强电磁场。测量结果异常时请及时就医。',
    storage: '贮存于温度-20°C～55°C、相对湿度不超过93%、无腐蚀性气体的环境中。',
    shelfLife: '5年（试纸以包装标示为准）',
  },
  康复辅具: {
    scope: '供行动不便者、术后康复者及老年人在日常生活、康复训练中辅助使用。',
    method: '使用前按说明书组装并调整至适合高度，确认各锁紧部件牢固后使用。',
    cautions: '不得超过最大承重使用。定期检查紧固件和易损件。电动产品请远离水源并按要求充电。',
    storage: '存放于干燥、通风、无腐蚀性气体的室内。',
    shelfLife: '5年',
  },
  医用敷料: {
    scope: '供创面护理、伤口包扎、吸收渗出液及皮肤消毒时使用。',
    method: '清洁创面后，取出敷料覆盖或包扎于创面，按需更换。',
    cautions: `${STERILE}感染创面请在医师指导下使用。`,
    storage: '贮存于干燥、通风、无腐蚀性气体的清洁环境中。',
    shelfLife: '3年',
  },
  避孕套: {
    scope: '供男性在性生活中使用，用于避孕并降低性传播疾病感染的风险。',
    method: '撕开包装取出，在阴茎勃起后、接触对方之前戴上，捏紧储精囊排出空气后展开至根部。',
    cautions: '每只只能使用一次。对天然胶乳过敏者禁用。不得与油性润滑剂同时使用。',
    storage: '贮存于阴凉干燥处，避免阳光直射，远离热源及尖锐物品。',
    shelfLife: '5年',
  },
  早孕检测: {
    scope: '供体外定性检测人尿液中人绒毛膜促性腺激素（HCG）或黄体生成素（LH），辅助判断早孕或排卵期。',
    method: '撕开铝箔袋取出试纸，将箭头端插入尿液中3秒后取出平放，3～5分钟内读取结果。',
    cautions: '仅供体外诊断使用。结果仅供参考，确诊请到医院检查。试纸开封后应在1小时内使用。',
    storage: '贮存于4°C～30°C干燥处，避免阳光直射，切勿冷冻。',
    shelfLife: '2年',
  },
  创可贴: {
    scope: '供小创伤、擦伤等患处的临时护理和包扎。',
    method: '清洁伤口后，撕开包装，揭去隔离纸，将吸收垫对准伤口贴敷。',
    cautions: `${STERILE}对胶布过敏者慎用。伤口较深或有感染时请就医。`,
    storage: '贮存于阴凉、干燥、通风处。',
    shelfLife: '3年',
  },
  消毒用品: {
    scope: '供完整皮肤及注射部位、小面积创面的消毒。',
    method: '撕开包装取出，对消毒部位由内向外擦拭两遍，作用1～3分钟。',
    cautions: '外用，禁止口服。含乙醇产品远离火源。对碘或乙醇过敏者禁用。',
    storage: '密封，置阴凉、干燥、通风处，远离火源。',
    shelfLife: '2年',
  },
  体温计: {
    scope: '供测量人体腋下、口腔、额头或耳道温度。',
    method: '开机待显示就绪后，按说明书规定部位测量，听到提示音后读取温度。',
    cautions: '测量前30分钟避免剧烈运动、进食及洗澡。耳温计每次使用前更换或清洁探头。',
    storage: '贮存于温度-20°C～55°C、相对湿度不超过93%的环境中。',
    shelfLife: '5年',
  },
};

export const DEVICE_FALLBACK: DeviceText = {
  scope: '详见产品标签及随机附带的使用说明书。',
  method: '使用前请仔细阅读使用说明书。',
  cautions: '请按说明书使用。',
  storage: '贮存于干燥、通风的清洁环境中。',
  shelfLife: '详见包装标示',
};

/** Health foods (保健食品): their function by category. */
export const HEALTH_FUNCTION: Readonly<Record<string, string>> = {
  维生素: '补充多种维生素。',
  矿物质: '补充钙、锌、硒等矿物质。',
  营养补充: '增强免疫力；辅助降血脂；增加骨密度（以批准证书载明的功能为准）。',
};

export type HerbText = { nature: string; effect: string; dose: string };

/** Herbal pieces (饮片) by category: nature and meridians (性味归经), effect and usual dose (《中国药典》). */
export const HERB_TEXT: Readonly<Record<string, HerbText>> = {
  根茎类: {
    nature: '味甘、苦，性温或微寒。归脾、肺、肝、肾经。',
    effect: '补气养血，活血化瘀，清热燥湿，健脾和中（各品种功能以《中国药典》为准）。',
    dose: '3～15g',
  },
  花叶类: {
    nature: '味辛、甘、苦，性微寒。归肺、肝、心经。',
    effect: '疏散风热，清热解毒，平肝明目，理气解郁（各品种功能以《中国药典》为准）。',
    dose: '5～10g',
  },
  果实种子类: {
    nature: '味甘、酸，性平。归肝、肾、脾、心经。',
    effect: '滋补肝肾，益精明目，养心安神，健脾消食（各品种功能以《中国药典》为准）。',
    dose: '6～12g',
  },
  滋补类: {
    nature: '味甘、微苦，性平或温。归心、肺、脾、肾经。',
    effect: '大补元气，补脾益肺，生津养血，安神益智（各品种功能以《中国药典》为准）。',
    dose: '3～9g',
  },
};
