import { pinyin } from 'pinyin-pro';
import type { InstructionSection } from '../db/schema/catalogue.ts';
import type { GoodsSeed } from './catalogue-data.ts';
import { CATEGORY_TEXT, FALLBACK_TEXT, FORM_TEXT, type FormText } from './package-insert-texts.ts';
import { DEVICE_FALLBACK, DEVICE_TEXT, HEALTH_FUNCTION, HERB_TEXT } from './product-notes-texts.ts';

/**
 * The demo goods' package insert (说明书), written from the goods' own name, spec, maker, approval number,
 * category and dosage form: a drug gets the sections of a Chinese insert (【药品名称】…【生产企业】), a
 * herbal piece its label, a device or a health food a 产品说明.
 */
export function packageInsertFor(seed: GoodsSeed): InstructionSection[] {
  if (seed.drugClass === 'device') return deviceNotes(seed);
  if (seed.drugClass === 'health') return healthFoodNotes(seed);
  if (seed.drugClass === 'herbal_pieces') return herbLabel(seed);
  return drugInsert(seed);
}

const section = (title: string, body: string): InstructionSection => ({ title, body });

/** 布洛芬缓释胶囊 → Bu Luo Fen Huan Shi Jiao Nang, as an insert prints the 汉语拼音. */
function hanyuPinyin(name: string): string {
  return pinyin(name.replace(/[()（）ⅠⅡⅢ\d]/g, ''), { toneType: 'none', type: 'array', nonZh: 'removed' })
    .map((syllable) => syllable.charAt(0).toUpperCase() + syllable.slice(1))
    .join(' ');
}

const FORM_SUFFIX =
  /(缓释|控释|肠溶|分散|咀嚼|泡腾|干混悬|混悬|口服|外用|阴道|鼻|粘贴|含漱|含)?(软胶囊|胶囊|片|颗粒|滴剂|液|溶液|散|乳膏|软膏|乳胶剂|栓|洗剂|酊|喷雾剂|滴眼液|滴耳液|剂)(\(.*\)|（.*）|Ⅱ)?$/;

/** The active ingredient as the name says it: 布洛芬缓释胶囊 → 布洛芬, 维U颠茄铝胶囊Ⅱ → 维U颠茄铝. */
export const activeIngredient = (name: string) => name.replace(FORM_SUFFIX, '').replace(/^(芬必得)/, '') || name;

function formText(dosageForm: string): FormText | undefined {
  return FORM_TEXT.find(([key]) => dosageForm.includes(key))?.[1];
}

function drugInsert(seed: GoodsSeed): InstructionSection[] {
  const text = CATEGORY_TEXT[seed.category] ?? FALLBACK_TEXT;
  const form = formText(seed.dosageForm);
  const patent = seed.drugClass === 'chinese_patent';
  const prescription = seed.prescriptionClass === 'Rx';
  const usage = form?.usage ?? '详见药品包装或遵医嘱。';
  return [
    section('药品名称', `通用名称：${seed.name}\n汉语拼音：${hanyuPinyin(seed.name)}`),
    section(
      '成份',
      patent
        ? `本品为中药制剂，处方组成及辅料详见国家药品标准（${seed.approvalNumber}）。`
        : `本品主要成份为${activeIngredient(seed.name)}。辅料详见包装。`,
    ),
    section('性状', form?.look ?? `本品为${seed.dosageForm}。`),
    section(patent ? '功能主治' : '适应症', text.indication),
    section('规格', seed.ypgg),
    section('用法用量', prescription ? `${usage.replace(/；或遵医嘱。$/, '。')}具体用量请遵医嘱。` : usage),
    section('不良反应', text.adverse),
    section('禁忌', text.contraindication),
    section('注意事项', prescription ? `${text.cautions}本品为处方药，须凭医师处方购买和使用。` : text.cautions),
    section('贮藏', form?.storage ?? '密封，置阴凉干燥处。'),
    section('包装', `${seed.ypgg}/${seed.bzdw}`),
    section('有效期', patent ? '36个月' : '24个月'),
    section('批准文号', seed.approvalNumber),
    section('生产企业', `企业名称：${seed.sccj}`),
  ];
}

function herbLabel(seed: GoodsSeed): InstructionSection[] {
  const herb = HERB_TEXT[seed.category] ?? HERB_TEXT['根茎类']!; // 根茎类 is a key of the table above
  return [
    section('药品名称', `${seed.name}（${hanyuPinyin(seed.name)}）`),
    section('性状', '本品为切制或炮制后的饮片，气味、色泽符合《中国药典》该品种项下规定。'),
    section('性味与归经', herb.nature),
    section('功能主治', herb.effect),
    section('用法用量', `${herb.dose}，煎服；或遵医嘱。`),
    section('注意事项', '孕妇、儿童及体质虚弱者请在医师指导下使用。不宜与藜芦、五灵脂等配伍禁忌药同用。'),
    section('规格', seed.ypgg),
    section('贮藏', '置通风干燥处，防霉，防蛀。'),
    section('执行标准', '《中华人民共和国药典》2020年版一部'),
    section('生产企业', `企业名称：${seed.sccj}`),
  ];
}

function deviceNotes(seed: GoodsSeed): InstructionSection[] {
  const text = DEVICE_TEXT[seed.category] ?? DEVICE_FALLBACK;
  const filed = seed.approvalNumber.includes('械备');
  return [
    section('产品名称', seed.name),
    section('型号规格', seed.ypgg),
    section('适用范围', text.scope),
    section('使用方法', text.method),
    section('注意事项', text.cautions),
    section('贮存条件', text.storage),
    section('有效期', text.shelfLife),
    section(filed ? '备案凭证编号' : '注册证编号', seed.approvalNumber),
    section(filed ? '备案人' : '注册人/生产企业', seed.sccj),
  ];
}

function healthFoodNotes(seed: GoodsSeed): InstructionSection[] {
  return [
    section('产品名称', seed.name),
    section('保健功能', HEALTH_FUNCTION[seed.category] ?? '详见产品标签。'),
    section('适宜人群', '需要补充相应营养素的成人。'),
    section('不适宜人群', '少年儿童、孕妇、乳母（产品标签另有说明的除外）。'),
    section('食用方法及食用量', '每日1次，每次1～2粒（片、袋），温开水送服或冲服。'),
    section('规格', seed.ypgg),
    section('贮藏方法', '密封，置阴凉干燥处。'),
    section('保质期', '24个月'),
    section('批准文号', seed.approvalNumber),
    section('生产企业', seed.sccj),
    section('注意事项', '本品不能代替药物。不宜超过推荐量或与同类营养素补充剂同时食用。'),
  ];
}
