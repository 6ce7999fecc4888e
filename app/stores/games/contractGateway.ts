// The lobby's platform calls, over the contract through the app's API client. Answers are mapped
// into the lobby's own shapes (gateway.ts); list parameters the platform expects from a phone
// (platform html5, clientType 2, isPlatform 2) are added here, once.
import { gameCalls } from '@contract/calls/games';
import { messageCalls } from '@contract/calls/messages';
import { promotionCalls } from '@contract/calls/promotions';
import { systemCalls } from '@contract/calls/system';
import type { ApiClient } from '../../api/client';
import { isApiError } from '../../api/errors';
import { CLIENT_TYPE, PLATFORM } from './constants';
import type { GamesGateway } from './gateway';

export function contractGateway(client: ApiClient, getMerchant: () => string | null): GamesGateway {
  return {
    vendorSetup: (language) => client.call(gameCalls.vendorSetup, { language: language }),
    vendors: async ({ gameCategory, language }) =>
      (await client.call(gameCalls.vendorTypes, { typeId: 1, gameCategory, language: language })).content,
    hotGames: async ({ gameType, language }) =>
      (
        await client.call(gameCalls.hotGames, {
          merchantCode: getMerchant() ?? undefined,
          isPlatform: 2,
          platform: PLATFORM,
          gameType,
          language: language,
        })
      ).list,
    gameList: async (q) => {
      const v = await client.call(gameCalls.gameList, {
        merchant: getMerchant() ?? undefined,
        platform: PLATFORM,
        clientType: CLIENT_TYPE,
        gameName: q.gameName,
        gameType: q.gameType,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        vassalage: q.vassalage,
        gameClassify: q.gameClassify,
        isNew: q.isNew,
        language: q.language,
      });
      return { items: v.games, pageNum: v.pageNum, totalPages: v.totalPages };
    },
    favourites: async (q) => {
      const v = await client.call(gameCalls.favourites, {
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        gameType: q.gameType,
        language: q.language,
      });
      return { items: v.content, pageNum: v.pageNum, totalPages: v.totalPages };
    },
    // The envelope's success is the product's data.success: a refusal (ApiError) means no change.
    addFavourite: (g) => succeeded(client.call(gameCalls.addFavourite, g)),
    removeFavourite: (g) => succeeded(client.call(gameCalls.removeFavourite, g)),
    recent: async (q) => {
      const v = await client.call(gameCalls.recentGames, {
        page: q.page,
        pageSize: q.pageSize,
        gameType: q.gameType,
        language: q.language,
        clientType: CLIENT_TYPE,
      });
      return { items: v.list, pageNum: q.page, totalPages: v.totalPages };
    },
    addRecent: async ({ nodeId }) => {
      await client.call(gameCalls.addRecent, { nodeId, clientType: CLIENT_TYPE });
    },
    launch: (q) =>
      client.call(gameCalls.launchGame, {
        vendor: q.vendor,
        gameCategory: q.gameCategory || undefined,
        gameId: q.gameId || undefined,
        nodeId: q.nodeId || undefined,
        gameCode: q.gameCode || undefined,
        playType: q.playType,
        prizeMode: q.prizeMode || undefined,
        language: q.language,
        backUrl: q.backUrl,
      }),
    lottoFrame: async (q) =>
      (
        await client.call(gameCalls.lottoFrame, {
          mui: q.mui,
          playType: q.playType,
          gameId: q.gameId,
          prize_mode: q.prizeMode,
          language: q.language,
        })
      ).url,
    banners: (language) => client.call(messageCalls.banners, { language: language }),
    announcements: async (language) => {
      const v = await client.call(messageCalls.announcements, {
        types: 'PL,PU',
        platform: 'M',
        language: language,
      });
      return {
        ticker: v.player.map((a) => ({ id: String(a.announcementId || a.id), title: a.title, read: a.read })),
        popups: v.popup.map((a) => ({
          id: String(a.announcementId || a.id),
          title: a.title,
          content: a.content,
        })),
      };
    },
    downloadLinks: () => client.call(systemCalls.downloadLinks, {}),
    promoAvailability: () => client.call(promotionCalls.promoAvailability, {}),
    hasLiveModel: async () => (await client.call(messageCalls.liveModels, { active: true })).hasLiveModel,
  };
}

async function succeeded(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch (e) {
    if (isApiError(e)) return false;
    throw e;
  }
}
