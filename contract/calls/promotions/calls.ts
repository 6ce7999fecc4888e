// The promotions calls by name. Each is a module of its own, so each goes to the chunk of the code that
// makes it: the first load carries only the calls it makes (a module is never split between chunks).
export { promotions } from './promotions.ts';
export { promotionDetail } from './promotionDetail.ts';
export { promoAvailability } from './promoAvailability.ts';
export { joinPromotion } from './joinPromotion.ts';
export { uploadRewardImage } from './uploadRewardImage.ts';
export { rewardRequest } from './rewardRequest.ts';
export { rewardCenter } from './rewardCenter.ts';
export { claimReward } from './claimReward.ts';
export { mallItems } from './mallItems.ts';
export { redeem } from './redeem.ts';
export { mallOrders } from './mallOrders.ts';
