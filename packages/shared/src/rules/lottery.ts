/** The lottery's texts and timings shared by the store page and the server (spec §4, §8, §9). */

/** Spec §9: the result alert shows this long after the draw starts; the popup closes with this animation. */
export const LOTTERY_RESULT_DELAY_MS = 2000;
export const LOTTERY_CLOSE_ANIMATION_MS = 1000;

/** Spec §4: closing the popup while a draw is in progress asks this first. */
export const LOTTERY_CLOSE_CONFIRM = '正在抽奖中，确认关闭吗？如关闭后未显示抽奖结果，请到个人中心查看抽奖记录';

export type PrizeKind = 'points' | 'coupon' | 'voucher' | 'goods' | 'thanks';

/** Spec §8: 'Congratulations, you drew {name} ({remarks})', in Chinese; a 谢谢参与 says so instead. */
export function drawMessage(prize: { kind: PrizeKind; name: string; remarks: string }): string {
  if (prize.kind === 'thanks')
    return prize.remarks ? `${prize.name}（${prize.remarks}）` : `很遗憾，未中奖，${prize.name}`;
  return prize.remarks ? `恭喜您，抽中了${prize.name}（${prize.remarks}）` : `恭喜您，抽中了${prize.name}`;
}

/** The Beijing day (YYYY-MM-DD) of a moment, and the moment that day began: daily draw counts and 当天实付. */
export function beijingDay(ms: number): { day: string; startMs: number } {
  const shifted = ms + 8 * 3600_000;
  const startMs = shifted - (shifted % 86_400_000) - 8 * 3600_000;
  return { day: new Date(shifted).toISOString().slice(0, 10), startMs };
}
