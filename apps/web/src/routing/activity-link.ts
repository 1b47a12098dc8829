/**
 * What /loading/activity does with a link: go on to a page, or stay and say the activity has not started
 * (spec §8 '活动暂未开始'), with its start time. The route's loader decides (app/activity-target.ts); the page
 * reads a stay from its loader data.
 */
export type ActivityLinkOutcome = { kind: 'go'; to: string } | { kind: 'not_started'; starts_at: number | null };
