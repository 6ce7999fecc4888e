import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage } from '../../common.ts';

export const lotteryMenu = defineCall({
  method: 'GET',
  path: '/wps/lottery/menu',
  auth: 'none',
  request: lazySchema(() => z.object({ language: optLanguage })),
  response: lazySchema(() =>
    z.object({
      menu: z.array(z.object({ key: z.string(), title: z.string(), gameIds: z.array(z.string()) })),
    }),
  ),
  summary:
    'Lottery menu groups with translated titles: popular (hot), Vietnamese daily draws (vn), Vietnamese fast number draws (vnNumero), fast number draws (numero), Southeast Asian (sea), e-lottery (elott); only groups the merchant has games in.',
});
