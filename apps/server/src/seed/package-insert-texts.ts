/**
 * The texts the demo package inserts (说明书) are built from: what a category of drug treats, its usual
 * adverse reactions, contraindications and cautions, and how a dosage form looks and is taken. Real inserts
 * differ per product; these are the class texts a pharmacist would recognise, so the demo reads true.
 * Temperatures are written °C, not ℃: WenQuanYi Micro Hei (the PDFs' font) draws ℃ as an empty glyph.
 */

export type DrugClassText = { indication: string; adverse: string; contraindication: string; cautions: string };

const OTC_CAUTIONS = '按照用法用量服用，服药3天症状无缓解，应咨询医师或药师。对本品过敏者禁用，过敏体质者慎用。';

/** By general-tree category (catalogue-goods.json `category`). */
export const CATEGORY_TEXT: Readonly<Record<string, DrugClassText>> = {
  感冒用药: {
    indication: '用于普通感冒及流行性感冒引起的发热、头痛、鼻塞、流涕、咽痛、全身酸痛等症状。',
    adverse: '偶见皮疹、荨麻疹、药热及粒细胞减少；可见困倦、嗜睡、口渴、虚弱感。',
    contraindication: '严重肝肾功能不全者禁用。',
    cautions: `用药期间不宜驾驶车辆、操作机械及高空作业。不宜同时服用与本品成份相似的其他抗感冒药。${OTC_CAUTIONS}`,
  },
  解热镇痛: {
    indication:
      '用于缓解轻至中度疼痛，如头痛、关节痛、偏头痛、牙痛、肌肉痛、神经痛、痛经；也用于普通感冒或流行性感冒引起的发热。',
    adverse:
      '少数病人可出现恶心、呕吐、胃烧灼感或轻度消化不良、胃肠道溃疡及出血、转氨酶升高、头痛、头晕、耳鸣、视力模糊。',
    contraindication: '对其他非甾体抗炎药过敏者禁用。孕妇及哺乳期妇女禁用。对阿司匹林过敏的哮喘患者禁用。',
    cautions: `本品为对症治疗药，用于止痛不得超过5天，用于解热不得超过3天。不能同时服用其他含有解热镇痛药的药品。${OTC_CAUTIONS}`,
  },
  抗生素类: {
    indication: '适用于敏感菌所致的呼吸道感染、泌尿生殖道感染、皮肤软组织感染等，详见医师处方。',
    adverse: '常见恶心、呕吐、腹泻等胃肠道反应；偶见皮疹、药物热等过敏反应；极少数可发生过敏性休克。',
    contraindication: '对本品及同类抗菌药物过敏者禁用。',
    cautions: '用药前须详细询问药物过敏史。按医嘱足疗程用药，不可自行停药。',
  },
  消化系统: {
    indication: '用于消化不良、胃痛、腹胀、嗳气、食欲不振、腹泻或便秘等消化系统症状。',
    adverse: '偶见口干、便秘、腹泻、恶心、头痛、皮疹等，停药后可自行消失。',
    contraindication: '对本品过敏者禁用。消化道出血、机械性肠梗阻者禁用。',
    cautions: `饮食宜清淡，忌烟酒及辛辣、生冷、油腻食物。${OTC_CAUTIONS}`,
  },
  心脑血管: {
    indication: '用于高血压、冠心病、心绞痛、动脉粥样硬化及缺血性脑血管病的治疗或预防，须在医师指导下使用。',
    adverse: '可见头痛、头晕、面部潮红、心悸、踝部水肿、胃肠不适；个别患者可出现皮疹或肝功能异常。',
    contraindication: '对本品过敏者禁用。孕妇、哺乳期妇女及严重肝肾功能不全者禁用或遵医嘱。',
    cautions: '须长期规律服药，不可擅自停药或加减剂量。用药期间定期监测血压、血脂及肝功能。',
  },
  呼吸系统: {
    indication: '用于急、慢性支气管炎、支气管哮喘及过敏性鼻炎等引起的咳嗽、咳痰、喘息、鼻塞、喷嚏等症状。',
    adverse: '偶见轻微胃肠道不适、头痛、嗜睡、口干及皮疹等过敏反应。',
    contraindication: '对本品过敏者禁用。',
    cautions: `如服用3～7天症状未缓解，请咨询医师。${OTC_CAUTIONS}`,
  },
  清热解毒: {
    indication: '清热解毒，消肿利咽。用于热毒壅盛所致的咽喉肿痛、口舌生疮、目赤、牙龈肿痛、发热。',
    adverse: '尚不明确。',
    contraindication: '孕妇禁用。',
    cautions: `忌烟、酒及辛辣、生冷、油腻食物。不宜在服药期间同时服用滋补性中药。脾胃虚寒者慎用。${OTC_CAUTIONS}`,
  },
  补益安神: {
    indication: '滋阴补肾，益气养血，宁心安神。用于气血不足、肾阴亏损所致的头晕耳鸣、腰膝酸软、心悸失眠、神疲乏力。',
    adverse: '尚不明确。',
    contraindication: '感冒发热病人不宜服用。',
    cautions: `忌不易消化食物。宜饭前服用。高血压、心脏病、糖尿病、肝病、肾病等慢性病患者应在医师指导下服用。${OTC_CAUTIONS}`,
  },
  止咳化痰: {
    indication: '清热化痰，润肺止咳。用于痰热阻肺所致的咳嗽、痰多、痰黄黏稠、咽干咽痛。',
    adverse: '尚不明确。',
    contraindication: '糖尿病患者禁服含糖制剂。',
    cautions: `忌烟、酒及辛辣、生冷、油腻食物。支气管扩张、肺脓疡、肺心病患者应在医师指导下服用。${OTC_CAUTIONS}`,
  },
  妇科用药: {
    indication: '用于月经不调、痛经、带下病及妇科炎症等，详见药品包装或遵医嘱。',
    adverse: '偶见局部刺激、烧灼感或胃肠道不适。',
    contraindication: '孕妇禁用。对本品过敏者禁用。',
    cautions: `经期、哺乳期妇女慎用。用药期间忌食辛辣刺激食物。${OTC_CAUTIONS}`,
  },
  消毒用品: {
    indication: '用于皮肤、黏膜及小面积创面的消毒。',
    adverse: '偶见局部皮肤刺激、过敏反应。',
    contraindication: '对本品过敏者禁用。',
    cautions: '本品为外用药，禁止内服。避免接触眼睛和其他黏膜。用药部位如有烧灼感、红肿等情况应停药。',
  },
  维生素: {
    indication: '用于预防和治疗维生素缺乏症，如坏血病、脚气病、口角炎、夜盲症等，以及各种原因所致的维生素补充。',
    adverse: '大剂量长期服用可引起腹泻、恶心、胃部不适；偶见皮疹。',
    contraindication: '对本品过敏者禁用。',
    cautions: '不宜长期超剂量服用。儿童用量请咨询医师或药师。如正在使用其他药品，使用本品前请咨询医师或药师。',
  },
  矿物质: {
    indication: '用于儿童、妊娠和哺乳期妇女、更年期妇女、老年人等的钙、锌等矿物质补充，并帮助防治骨质疏松症。',
    adverse: '嗳气、便秘；偶可发生奶-碱综合征。',
    contraindication: '高钙血症、高钙尿症、含钙肾结石或有肾结石病史者禁用。',
    cautions: '心肾功能不全者慎用。不宜与洋地黄类药物合用。大量饮用含酒精和咖啡因的饮料会抑制钙的吸收。',
  },
  皮肤用药: {
    indication: '用于湿疹、皮炎、手足癣、体股癣、脓疱疮、烧烫伤及皮肤瘙痒等皮肤病。',
    adverse: '偶见局部烧灼感、瘙痒、红斑等刺激症状。',
    contraindication: '对本品过敏者禁用。皮肤破溃处禁用（创面用药除外）。',
    cautions:
      '本品为外用药，不得用于眼部。用药部位如有烧灼感、红肿等情况应停药，并将局部药物洗净。不宜大面积、长期使用。',
  },
  眼耳鼻喉: {
    indication: '用于眼干、眼疲劳、结膜炎，鼻炎鼻塞，咽喉肿痛、声音嘶哑等五官科症状。',
    adverse: '偶见一过性刺激感、局部不适。',
    contraindication: '对本品过敏者禁用。',
    cautions: '使用时勿使瓶口接触眼睛、鼻腔或皮肤。开封后请在4周内用完。如症状未缓解，请咨询医师。',
  },
  口腔护理: {
    indication: '用于复发性口腔溃疡、牙龈炎、咽喉炎及口腔异味等口腔疾患。',
    adverse: '偶见局部刺激、味觉改变。',
    contraindication: '对本品过敏者禁用。',
    cautions: '用药后半小时内勿进食、饮水。长期使用可致牙齿着色。如症状未缓解，请咨询医师。',
  },
};

/** A category the table does not name reads as a general OTC drug. */
export const FALLBACK_TEXT: DrugClassText = {
  indication: '详见药品包装或遵医嘱。',
  adverse: '尚不明确。',
  contraindication: '对本品过敏者禁用。',
  cautions: OTC_CAUTIONS,
};

export type FormText = { look: string; usage: string; storage: string };

const DRY = '密封，置阴凉干燥处（不超过20°C）。';
const oral = (dose: string) => `口服。${dose}，一日2～3次；或遵医嘱。`;

/** By dosage form (catalogue-goods.json `dosageForm`); the first key the form contains wins. */
export const FORM_TEXT: readonly (readonly [string, FormText])[] = [
  ['干混悬', { look: '本品为颗粒或粉末，加水振摇后成均匀混悬液。', usage: oral('一次1袋，温水冲服'), storage: DRY }],
  ['混悬', { look: '本品为均匀混悬液，味甜，有芳香气。', usage: oral('用前摇匀，按年龄、体重取量'), storage: DRY }],
  ['颗粒', { look: '本品为颗粒；气香，味甜、微苦。', usage: oral('开水冲服，一次1袋'), storage: DRY }],
  ['软胶囊', { look: '本品为软胶囊，内容物为油状液体。', usage: oral('一次1～2粒'), storage: DRY }],
  ['胶囊', { look: '本品为硬胶囊，内容物为颗粒或粉末。', usage: oral('一次1～2粒'), storage: DRY }],
  [
    '泡腾片',
    { look: '本品为泡腾片，遇水产生大量气泡。', usage: '用温开水溶解后服用。一次1片，一日1次。', storage: DRY },
  ],
  ['含片', { look: '本品为含片，味甜、清凉。', usage: '含服。一次1片，每隔2小时1次。', storage: DRY }],
  ['阴道片', { look: '本品为白色片。', usage: '阴道给药。睡前一次1片，置于阴道深处；或遵医嘱。', storage: DRY }],
  ['外用片', { look: '本品为深紫色片。', usage: '外用。临用前配制成1:5000溶液浸泡或洗涤患处。', storage: DRY }],
  ['贴片', { look: '本品为双层圆形粘贴片。', usage: '贴于患处。一次1片，一日不超过3片。', storage: DRY }],
  ['片', { look: '本品为片剂，除去包衣后显白色或类白色。', usage: oral('一次1～2片'), storage: DRY }],
  ['滴丸', { look: '本品为滴丸；气香，味苦。', usage: '口服或舌下含服。一次10丸，一日3次。', storage: DRY }],
  ['丸', { look: '本品为水蜜丸或大蜜丸；味甜、微苦。', usage: oral('一次1丸（或6g）'), storage: DRY }],
  ['口服液', { look: '本品为棕红色液体；味甜、微苦。', usage: oral('一次10ml'), storage: '密封，置阴凉处。' }],
  ['口服溶液', { look: '本品为澄清液体。', usage: oral('一次10ml'), storage: '密封，置阴凉处。' }],
  ['糖浆', { look: '本品为棕褐色黏稠液体；味甜。', usage: oral('一次15～20ml'), storage: '密封，置阴凉处。' }],
  ['煎膏', { look: '本品为棕褐色稠厚的半流体；味甜。', usage: oral('一次15g'), storage: '密封，置阴凉处。' }],
  ['合剂', { look: '本品为棕色液体；味甜、微苦。', usage: oral('一次10～20ml'), storage: '密封，置阴凉处。' }],
  ['散', { look: '本品为粉末。', usage: '口服或外用。口服一次1袋；外用取适量撒敷患处。', storage: DRY }],
  ['酊', { look: '本品为棕色澄清液体。', usage: '口服或外用，用法详见包装。', storage: '密封，置阴凉处，远离火源。' }],
  [
    '灌肠',
    {
      look: '本品为无色透明黏稠液体。',
      usage: '将容器顶端刺破或剪开，涂以油脂少许，缓慢插入肛门，将药液挤入直肠。',
      storage: DRY,
    },
  ],
  [
    '栓',
    { look: '本品为栓剂。', usage: '阴道或直肠给药。一次1粒，一日1次；或遵医嘱。', storage: '密闭，在30°C以下保存。' },
  ],
  ['乳膏', { look: '本品为白色乳膏。', usage: '外用。取适量涂于患处，一日2～3次。', storage: '密闭，在阴凉处保存。' }],
  ['软膏', { look: '本品为软膏。', usage: '外用。取适量涂于患处，一日1～2次。', storage: '密闭，在阴凉处保存。' }],
  [
    '乳胶',
    {
      look: '本品为乳胶剂。',
      usage: '外用。按痛处面积取适量，轻轻揉搓，一日3～4次。',
      storage: '密闭，在阴凉处保存。',
    },
  ],
  [
    '贴膏',
    { look: '本品为贴膏，具特异香气。', usage: '外用。贴于患处，一次1贴，一日1次。', storage: '密封，置阴凉处。' },
  ],
  [
    '洗',
    { look: '本品为液体，振摇后可见沉淀。', usage: '外用。用时摇匀，取适量涂于或清洗患处。', storage: '密闭保存。' },
  ],
  [
    '滴眼',
    {
      look: '本品为无色至微黄色澄明液体。',
      usage: '滴于眼睑内。一次1～2滴，一日3～5次。',
      storage: '遮光，密封，置阴凉处。',
    },
  ],
  [
    '滴耳',
    { look: '本品为无色至微黄色澄明液体。', usage: '滴耳。一次6～10滴，一日2次。', storage: '遮光，密封保存。' },
  ],
  [
    '鼻用喷雾',
    {
      look: '本品为混悬液，装于带定量喷雾泵的瓶中。',
      usage: '鼻腔喷入。每侧鼻孔一次1～2喷，一日1～2次。',
      storage: '密闭，30°C以下保存。',
    },
  ],
  ['喷雾', { look: '本品为液体，装于喷雾瓶中。', usage: '外用。喷于患处，一日数次。', storage: '密闭，置阴凉处。' }],
  [
    '气雾',
    {
      look: '本品为气雾剂，揿压阀门药液即呈雾状喷出。',
      usage: '外用。喷于伤患处，一日3～5次。',
      storage: '密闭，置阴凉处，远离火源。',
    },
  ],
  ['含漱', { look: '本品为澄清液体。', usage: '含漱。一次10～20ml，早晚刷牙后含漱。', storage: '密封保存。' }],
  ['胶剂', { look: '本品为长方形块，棕色至黑褐色，有光泽。', usage: '烊化兑服。一次3～9g。', storage: '密闭保存。' }],
  [
    '锭',
    {
      look: '本品为类扁椭圆形块状，表面棕黄色或灰褐色。',
      usage: '口服。一次0.6g，8岁以下儿童一次0.15～0.3g，一日2～3次。',
      storage: DRY,
    },
  ],
  ['溶液', { look: '本品为液体。', usage: '外用。取适量涂擦或冲洗患处。', storage: '密封，置阴凉处。' }],
  ['滴剂', { look: '本品为滴剂。', usage: '口服。一次1粒（滴），一日1次。', storage: '遮光，密封保存。' }],
];
