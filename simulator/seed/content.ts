// Promotions, announcements, banners, VIP levels, mall items and live models.
import type { PROMO_KINDS, PROMOTION_CATEGORIES } from '../../contract/calls/promotions.ts';

type Category = (typeof PROMOTION_CATEGORIES)[number];
type Kind = (typeof PROMO_KINDS)[number];
type T = { PT: string; EN: string; CN?: string; BR?: string; TH?: string; VN?: string; PH?: string };

export interface PromotionSeed {
  id: number;
  category: Category;
  kind: Kind;
  startDate: string;
  endDate: string;
  noExpiry: number;
  linkedId: number | null;
  imageRequired: 'Y' | 'N';
  remarkRequired: 'Y' | 'N';
  titles: Record<string, string>;
  contents: Record<string, string>;
  reward: number;
}

/**
 * Fills every platform language: the ones given, Brazilian from Portuguese, the rest from English (as a
 * merchant who translated only some languages would show).
 */
export function texts(t: T): Record<string, string> {
  return {
    PT: t.PT,
    BR: t.BR ?? t.PT,
    EN: t.EN,
    CN: t.CN ?? t.EN,
    TH: t.TH ?? t.EN,
    VN: t.VN ?? t.EN,
    PH: t.PH ?? t.EN,
  };
}

type Local = Omit<T, 'PT' | 'EN'>;
/**
 * The announcements in the other languages, by their English text: the notice ticker is on every
 * home page, so a player in any of the app's languages reads it in that language. (Banner and
 * promotion pictures draw their titles in the simulator's own Latin capitals, so those stay in
 * PT/EN, and a picture in another script shows the English title: routes/assets.ts.)
 */
const ANNOUNCEMENTS_LOCAL: Record<string, Local> = {
  'Scheduled system maintenance': {
    CN: '系统维护通知',
    TH: 'ปิดปรับปรุงระบบตามกำหนด',
    VN: 'Bảo trì hệ thống theo lịch',
    PH: 'Nakatakdang maintenance ng system',
  },
  '<p>On Tuesday from 03:00 to 05:00 PG Soft games will be under maintenance.</p>': {
    BR: '<p>Na terça-feira, das 03:00 às 05:00, os jogos da PG Soft estarão em manutenção.</p>',
    CN: '<p>周二 03:00 至 05:00，PG Soft 游戏将进行维护。</p>',
    TH: '<p>วันอังคาร เวลา 03:00 ถึง 05:00 เกมของ PG Soft จะปิดปรับปรุง</p>',
    VN: '<p>Thứ Ba từ 03:00 đến 05:00, các trò chơi PG Soft sẽ được bảo trì.</p>',
    PH: '<p>Sa Martes mula 03:00 hanggang 05:00, naka-maintenance ang mga laro ng PG Soft.</p>',
  },
  'New deposit method available': {
    CN: '新增存款方式',
    TH: 'มีช่องทางฝากเงินใหม่',
    VN: 'Có phương thức nạp tiền mới',
    PH: 'May bagong paraan ng pagdeposito',
  },
  '<p>You can now deposit with USDT (TRC20).</p>': {
    BR: '<p>Agora você pode depositar com USDT (TRC20).</p>',
    CN: '<p>现在可以使用 USDT (TRC20) 存款。</p>',
    TH: '<p>ตอนนี้คุณฝากเงินด้วย USDT (TRC20) ได้แล้ว</p>',
    VN: '<p>Giờ đây bạn có thể nạp tiền bằng USDT (TRC20).</p>',
    PH: '<p>Puwede ka nang magdeposito gamit ang USDT (TRC20).</p>',
  },
  'Keep your account safe': {
    BR: 'Proteja sua conta',
    CN: '保护您的账户安全',
    TH: 'รักษาบัญชีของคุณให้ปลอดภัย',
    VN: 'Giữ an toàn cho tài khoản của bạn',
    PH: 'Panatilihing ligtas ang iyong account',
  },
  '<p>Never share your password. Our team will never ask for it.</p>': {
    BR: '<p>Nunca compartilhe sua senha. Nossa equipe nunca vai pedi-la.</p>',
    CN: '<p>请勿向任何人透露密码，我们的团队绝不会索取您的密码。</p>',
    TH: '<p>อย่าบอกรหัสผ่านของคุณกับใคร ทีมงานของเราจะไม่ขอรหัสผ่านจากคุณ</p>',
    VN: '<p>Không bao giờ chia sẻ mật khẩu. Đội ngũ của chúng tôi sẽ không bao giờ hỏi mật khẩu của bạn.</p>',
    PH: '<p>Huwag ibahagi ang iyong password. Hindi ito kailanman hihingin ng aming team.</p>',
  },
  'Responsible gaming': {
    CN: '理性游戏',
    TH: 'การเล่นอย่างรับผิดชอบ',
    VN: 'Chơi có trách nhiệm',
    PH: 'Responsableng paglalaro',
  },
  '<p>Set limits and take breaks. Help is available 24/7.</p>': {
    CN: '<p>请设定限额并适时休息，我们全天候提供帮助。</p>',
    TH: '<p>กำหนดขีดจำกัดและพักเป็นระยะ มีความช่วยเหลือตลอด 24 ชั่วโมง</p>',
    VN: '<p>Hãy đặt giới hạn và nghỉ ngơi. Hỗ trợ luôn sẵn sàng 24/7.</p>',
    PH: '<p>Magtakda ng limitasyon at magpahinga. May tulong 24/7.</p>',
  },
  'New fishing games are here': {
    CN: '全新捕鱼游戏上线',
    TH: 'เกมยิงปลาใหม่มาแล้ว',
    VN: 'Trò chơi bắn cá mới đã có',
    PH: 'Narito na ang mga bagong fishing game',
  },
  '<p>Try the new Fa Chai games.</p>': {
    CN: '<p>快来体验 Fa Chai 的新游戏。</p>',
    TH: '<p>ลองเล่นเกมใหม่จาก Fa Chai</p>',
    VN: '<p>Hãy thử các trò chơi mới của Fa Chai.</p>',
    PH: '<p>Subukan ang mga bagong laro ng Fa Chai.</p>',
  },
  'Welcome! 100% bonus on your first deposit': {
    BR: 'Bem-vindo! Bônus de 100% no primeiro depósito',
    CN: '欢迎！首存即享 100% 奖金',
    TH: 'ยินดีต้อนรับ! โบนัส 100% สำหรับการฝากครั้งแรก',
    VN: 'Chào mừng! Thưởng 100% cho lần nạp đầu tiên',
    PH: 'Maligayang pagdating! 100% bonus sa unang deposito',
  },
  '<p><strong>Deposit today</strong> and get double. <a href="/m/activity">See promotions</a></p>': {
    CN: '<p><strong>今日存款</strong>即可获得双倍。<a href="/m/activity">查看优惠</a></p>',
    TH: '<p><strong>ฝากวันนี้</strong> รับเพิ่มเป็นสองเท่า <a href="/m/activity">ดูโปรโมชั่น</a></p>',
    VN: '<p><strong>Nạp ngay hôm nay</strong> và nhận gấp đôi. <a href="/m/activity">Xem khuyến mãi</a></p>',
    PH: '<p><strong>Magdeposito ngayon</strong> at makakuha ng doble. <a href="/m/activity">Tingnan ang mga promo</a></p>',
  },
  'Get our app': {
    BR: 'Baixe nosso app',
    CN: '下载我们的 APP',
    TH: 'ดาวน์โหลดแอปของเรา',
    VN: 'Tải ứng dụng của chúng tôi',
    PH: 'I-download ang aming app',
  },
  '<p>Faster, with a daily bonus.</p>': {
    BR: '<p>Mais rápido e com bônus diário.</p>',
    CN: '<p>更快速，每日送奖金。</p>',
    TH: '<p>เร็วกว่า พร้อมโบนัสรายวัน</p>',
    VN: '<p>Nhanh hơn, có thưởng mỗi ngày.</p>',
    PH: '<p>Mas mabilis, may araw-araw na bonus.</p>',
  },
  'PG Soft Tournament: 10,000 prize pool': {
    BR: 'Torneio PG Soft: prêmio de 10.000',
    CN: 'PG Soft 锦标赛：奖池 10,000',
    TH: 'ทัวร์นาเมนต์ PG Soft: เงินรางวัลรวม 10,000',
    VN: 'Giải đấu PG Soft: tổng giải thưởng 10.000',
    PH: 'PG Soft Tournament: 10,000 na premyo',
  },
  '<p>Play and climb the leaderboard.</p>': {
    CN: '<p>参与游戏，冲击排行榜。</p>',
    TH: '<p>เล่นและไต่อันดับในตารางคะแนน</p>',
    VN: '<p>Chơi và leo lên bảng xếp hạng.</p>',
    PH: '<p>Maglaro at umakyat sa leaderboard.</p>',
  },
  'Unlimited daily rebate': {
    CN: '无上限每日返水',
    TH: 'เงินคืนรายวันไม่จำกัด',
    VN: 'Hoàn trả hằng ngày không giới hạn',
    PH: 'Walang limitasyong araw-araw na rebate',
  },
  '<p>Get a rebate on every bet.</p>': {
    CN: '<p>每笔投注均可获得返水。</p>',
    TH: '<p>รับเงินคืนจากทุกการเดิมพัน</p>',
    VN: '<p>Nhận hoàn trả trên mọi cược.</p>',
    PH: '<p>Makakuha ng rebate sa bawat taya.</p>',
  },
  'Invite friends and earn 30': {
    CN: '邀请好友赚 30',
    TH: 'ชวนเพื่อนรับ 30',
    VN: 'Mời bạn bè, nhận 30',
    PH: 'Mag-imbita ng kaibigan at kumita ng 30',
  },
  '<p>Share your link.</p>': {
    BR: '<p>Compartilhe seu link.</p>',
    CN: '<p>分享您的专属链接。</p>',
    TH: '<p>แชร์ลิงก์ของคุณ</p>',
    VN: '<p>Chia sẻ liên kết của bạn.</p>',
    PH: '<p>Ibahagi ang iyong link.</p>',
  },
  'Agent commission report': {
    CN: '代理佣金报告',
    TH: 'รายงานค่าคอมมิชชั่นตัวแทน',
    VN: 'Báo cáo hoa hồng đại lý',
    PH: 'Ulat ng komisyon ng ahente',
  },
  '<p>The monthly report is available.</p>': {
    CN: '<p>月度报告已发布。</p>',
    TH: '<p>รายงานประจำเดือนพร้อมให้ดูแล้ว</p>',
    VN: '<p>Báo cáo hằng tháng đã có.</p>',
    PH: '<p>Available na ang buwanang ulat.</p>',
  },
  'Fee-free PIX all month': {
    BR: 'PIX sem taxas durante o mês todo',
    CN: 'PIX 整月免手续费',
    TH: 'ฝาก PIX ไม่มีค่าธรรมเนียมตลอดเดือน',
    VN: 'Nạp PIX miễn phí cả tháng',
    PH: 'Walang bayad na PIX buong buwan',
  },
  '<p>PIX deposits without a fee.</p>': {
    BR: '<p>Depósitos via PIX sem taxa.</p>',
    CN: '<p>PIX 存款免手续费。</p>',
    TH: '<p>ฝากเงินผ่าน PIX โดยไม่มีค่าธรรมเนียม</p>',
    VN: '<p>Nạp tiền PIX không mất phí.</p>',
    PH: '<p>Mga deposito sa PIX na walang bayad.</p>',
  },
};

/** An announcement text in every language it has been translated into. */
const announcementTexts = (t: T) => texts({ ...t, ...ANNOUNCEMENTS_LOCAL[t.EN] });

const P: [Category, Kind, T, number][] = [
  [
    'new_player',
    'MANUAL',
    { PT: 'Bónus de boas-vindas 100%', EN: '100% Welcome Bonus', CN: '首存100%欢迎奖金' },
    888,
  ],
  [
    'new_player',
    'AUTO',
    { PT: 'Rodadas grátis no registo', EN: 'Free Spins on Sign-up', CN: '注册送免费旋转' },
    20,
  ],
  ['new_player', 'MANUAL', { PT: 'Segundo depósito 50%', EN: 'Second Deposit 50%', CN: '二存50%' }, 500],
  ['deposit_promo', 'AUTO', { PT: 'Recarga diária 10%', EN: 'Daily Reload 10%', CN: '每日充值10%' }, 188],
  [
    'deposit_promo',
    'MANUAL',
    { PT: 'Depósito de fim de semana', EN: 'Weekend Deposit Boost', CN: '周末充值加码' },
    288,
  ],
  ['deposit_promo', 'AUTO', { PT: 'Bónus PIX instantâneo', EN: 'Instant PIX Bonus', CN: 'PIX即时奖金' }, 50],
  [
    'app_download',
    'APP_DOWNLOAD',
    { PT: 'Baixe a app e ganhe', EN: 'Download the App Bonus', CN: '下载APP送彩金' },
    18,
  ],
  [
    'app_download',
    'APP_DOWNLOAD',
    { PT: 'Login na app: bónus diário', EN: 'Daily App Login Bonus', CN: 'APP每日登录奖' },
    5,
  ],
  [
    'rng_promo',
    'MISSION_MANUAL',
    { PT: 'Missão Slots: 100 rodadas', EN: 'Slots Mission: 100 Spins', CN: '老虎机任务' },
    58,
  ],
  ['rng_promo', 'TICKET', { PT: 'Torneio PG Soft', EN: 'PG Soft Tournament', CN: 'PG电子锦标赛' }, 10000],
  ['rng_promo', 'RAFFLE', { PT: 'Sorteio JILI semanal', EN: 'Weekly JILI Raffle', CN: 'JILI每周抽奖' }, 888],
  [
    'live_promo',
    'MANUAL',
    { PT: 'Sequência de vitórias no Bacará', EN: 'Baccarat Winning Streak', CN: '百家乐连赢奖' },
    388,
  ],
  [
    'live_promo',
    'AUTO',
    { PT: 'Cashback cassino ao vivo 1%', EN: 'Live Casino 1% Cashback', CN: '真人返水1%' },
    0,
  ],
  [
    'pvp_promo',
    'TICKET',
    { PT: 'Torneio de Pôquer de domingo', EN: 'Sunday Poker Tournament', CN: '周日扑克赛' },
    5000,
  ],
  ['pvp_promo', 'MISSION_MANUAL', { PT: 'Missão Rummy', EN: 'Rummy Mission', CN: '拉米任务' }, 38],
  [
    'sport_promo',
    'MANUAL',
    { PT: 'Aposta sem risco no futebol', EN: 'Risk-free Football Bet', CN: '足球无风险投注' },
    100,
  ],
  [
    'sport_promo',
    'AUTO',
    { PT: 'Múltiplas com odds turbinadas', EN: 'Boosted Parlay Odds', CN: '串关加赔' },
    0,
  ],
  ['sport_promo', 'MANUAL', { PT: 'Reembolso eSports', EN: 'eSports Refund', CN: '电竞退款' }, 200],
  ['fish_promo', 'MISSION_MANUAL', { PT: 'Caça ao Rei Peixe', EN: 'Fish King Hunt', CN: '捕鱼王狩猎' }, 66],
  ['fish_promo', 'RAFFLE', { PT: 'Sorteio da Pesca', EN: 'Fishing Raffle', CN: '捕鱼抽奖' }, 288],
  ['lotto_promo', 'AUTO', { PT: 'Loteria: 2% de volta', EN: 'Lottery 2% Back', CN: '彩票返2%' }, 0],
  [
    'lotto_promo',
    'RAFFLE',
    { PT: 'Jackpot da Loteria VN', EN: 'VN Lottery Jackpot', CN: '越南彩大奖' },
    8888,
  ],
  [
    'rebate_promo',
    'AUTO',
    { PT: 'Rebate diário ilimitado', EN: 'Unlimited Daily Rebate', CN: '无上限每日返水' },
    0,
  ],
  [
    'rebate_promo',
    'AUTO',
    { PT: 'Rebate semanal de perdas', EN: 'Weekly Loss Rebate', CN: '每周亏损返还' },
    0,
  ],
  [
    'player_rank_rules',
    'UPGRADE_BONUS',
    { PT: 'Bónus de subida VIP', EN: 'VIP Upgrade Bonus', CN: 'VIP晋级彩金' },
    0,
  ],
  ['player_rank_rules', 'AUTO', { PT: 'Regras dos níveis VIP', EN: 'VIP Level Rules', CN: 'VIP等级规则' }, 0],
  [
    'point_mall',
    'AUTO',
    { PT: 'Troque pontos por prémios', EN: 'Swap Points for Prizes', CN: '积分兑换好礼' },
    0,
  ],
  [
    'point_mall',
    'AUTO',
    { PT: 'Pontos em dobro às sextas', EN: 'Double Points Fridays', CN: '周五双倍积分' },
    0,
  ],
  ['other_promo', 'LOGIN', { PT: 'Check-in diário', EN: 'Daily Check-in', CN: '每日签到' }, 2],
  ['other_promo', 'REFERRAL', { PT: 'Convide amigos', EN: 'Invite Friends', CN: '邀请好友' }, 30],
  ['other_promo', 'MANUAL', { PT: 'Bónus de aniversário', EN: 'Birthday Bonus', CN: '生日礼金' }, 188],
  [
    'other_promo',
    'MANUAL',
    {
      PT: 'Em breve: Festival de Ano Novo',
      EN: 'Coming soon: New Year Festival',
      CN: '即将推出：新年嘉年华',
    },
    2026,
  ],
];

const REQUIRED: ['Y' | 'N', 'Y' | 'N'][] = [
  ['Y', 'Y'],
  ['Y', 'N'],
  ['N', 'Y'],
  ['N', 'N'],
];

function content(t: T, lang: 'PT' | 'EN', reward: number): string {
  const pt = lang === 'PT';
  const title = pt ? t.PT : t.EN;
  return [
    `<h3>${title}</h3>`,
    `<p>${pt ? 'Participe e receba até' : 'Take part and receive up to'} <strong>${reward || (pt ? 'o rebate' : 'the rebate')}</strong>.</p>`,
    '<ol>',
    `<li>${pt ? 'Inicie sessão e toque em Participar.' : 'Log in and tap Join.'}</li>`,
    `<li>${pt ? 'Cumpra o requisito de apostas (10x).' : 'Meet the wagering requirement (10x).'}</li>`,
    `<li>${pt ? 'O prémio é creditado em 24 horas.' : 'The reward is credited within 24 hours.'}</li>`,
    '</ol>',
    '<table><thead><tr><th>' +
      (pt ? 'Depósito' : 'Deposit') +
      '</th><th>' +
      (pt ? 'Bónus' : 'Bonus') +
      '</th></tr></thead><tbody><tr><td>100</td><td>10</td></tr><tr><td>1000</td><td>120</td></tr></tbody></table>',
    `<p><em>${pt ? 'Aplicam-se os termos gerais das promoções.' : 'General promotion terms apply.'}</em></p>`,
  ].join('');
}

/**
 * A promotion whose HTML carries what a careless back office or an attacker could paste: a script,
 * event handlers, javascript: links and a frame. Every merchant shows it, so the app's sanitising
 * is tested against the platform's own data; its readable text says what it is.
 */
export const PLANTED_PROMOTION_ID = 1100;
const PLANTED_HTML = (lang: 'PT' | 'EN') =>
  [
    `<h3>${lang === 'PT' ? 'Semana da sorte' : 'Lucky week'}</h3>`,
    `<p id="planted-text">${lang === 'PT' ? 'Deposite e ganhe bónus todos os dias.' : 'Deposit and win a bonus every day.'}</p>`,
    '<script>window.__promoPlanted = "script"</script>',
    '<img src="/nothing.png" alt="" onerror="window.__promoPlanted = \'onerror\'">',
    '<p onclick="window.__promoPlanted = \'onclick\'" onmouseover="window.__promoPlanted = \'hover\'">',
    `<a id="planted-js" href="javascript:window.__promoPlanted='href'">${lang === 'PT' ? 'Termos' : 'Terms'}</a> · `,
    `<a id="planted-app" href="/m/activity">${lang === 'PT' ? 'Ver promoções' : 'See promotions'}</a> · `,
    `<a id="planted-web" href="https://example.com/terms">${lang === 'PT' ? 'Regras' : 'Rules'}</a></p>`,
    '<iframe src="javascript:parent.__promoPlanted=\'frame\'"></iframe>',
    '<svg><script>window.__promoPlanted = "svg"</script></svg>',
  ].join('');

export function seedPromotions(): PromotionSeed[] {
  return [...P.map(seedPromotion), plantedPromotion()];
}

function plantedPromotion(): PromotionSeed {
  return {
    id: PLANTED_PROMOTION_ID,
    category: 'other_promo',
    kind: 'MANUAL',
    startDate: '2026-01-01',
    endDate: '',
    noExpiry: 1,
    linkedId: null,
    imageRequired: 'N',
    remarkRequired: 'Y',
    titles: texts({ PT: 'Semana da sorte', EN: 'Lucky week', CN: '幸运周' }),
    contents: texts({ PT: PLANTED_HTML('PT'), EN: PLANTED_HTML('EN') }),
    reward: 58,
  };
}

function seedPromotion([category, kind, t, reward]: (typeof P)[number], i: number): PromotionSeed {
  const id = 1001 + i;
  const comingSoon = t.EN.startsWith('Coming soon');
  const longTerm = i % 3 === 1 || kind === 'LOGIN' || kind === 'REFERRAL' || category === 'rebate_promo';
  const [imageRequired, remarkRequired] = REQUIRED[i % REQUIRED.length]!;
  return {
    id,
    category,
    kind,
    startDate: comingSoon ? '2027-06-01' : `2026-${String((i % 9) + 1).padStart(2, '0')}-01`,
    endDate: longTerm ? '' : comingSoon ? '2027-06-30' : `2027-${String((i % 12) + 1).padStart(2, '0')}-28`,
    noExpiry: longTerm ? 1 : 0,
    linkedId: i === 2 ? 1001 : null,
    imageRequired,
    remarkRequired,
    titles: texts(t),
    contents: {
      ...texts({ PT: content(t, 'PT', reward), EN: content(t, 'EN', reward) }),
    },
    reward,
  };
}

export interface AnnouncementSeed {
  id: number;
  merchant: string | null;
  type: string;
  titles: Record<string, string>;
  contents: Record<string, string>;
  /** Days before the seed time. */
  daysAgo: number;
}

const A: [string, T, T][] = [
  [
    'PL',
    { PT: 'Manutenção programada do sistema', EN: 'Scheduled system maintenance' },
    {
      PT: '<p>Na terça-feira das 03:00 às 05:00 os jogos da PG Soft estarão em manutenção.</p>',
      EN: '<p>On Tuesday from 03:00 to 05:00 PG Soft games will be under maintenance.</p>',
    },
  ],
  [
    'PL',
    { PT: 'Novo método de depósito disponível', EN: 'New deposit method available' },
    {
      PT: '<p>Agora pode depositar com USDT (TRC20).</p>',
      EN: '<p>You can now deposit with USDT (TRC20).</p>',
    },
  ],
  [
    'PL',
    { PT: 'Proteja a sua conta', EN: 'Keep your account safe' },
    {
      PT: '<p>Nunca partilhe a sua palavra-passe. A equipa nunca a pedirá.</p>',
      EN: '<p>Never share your password. Our team will never ask for it.</p>',
    },
  ],
  [
    'PL',
    { PT: 'Jogo responsável', EN: 'Responsible gaming' },
    {
      PT: '<p>Defina limites e faça pausas. Ajuda disponível 24/7.</p>',
      EN: '<p>Set limits and take breaks. Help is available 24/7.</p>',
    },
  ],
  [
    'PL',
    { PT: 'Novos jogos de pesca chegaram', EN: 'New fishing games are here' },
    { PT: '<p>Experimente os novos jogos da Fa Chai.</p>', EN: '<p>Try the new Fa Chai games.</p>' },
  ],
  [
    'PU',
    { PT: 'Bem-vindo! Bónus de 100% no primeiro depósito', EN: 'Welcome! 100% bonus on your first deposit' },
    {
      PT: '<p><strong>Deposite hoje</strong> e receba o dobro. <a href="/m/activity">Ver promoções</a></p>',
      EN: '<p><strong>Deposit today</strong> and get double. <a href="/m/activity">See promotions</a></p>',
    },
  ],
  [
    'PU',
    { PT: 'Baixe a nossa app', EN: 'Get our app' },
    { PT: '<p>Mais rápida e com bónus diário.</p>', EN: '<p>Faster, with a daily bonus.</p>' },
  ],
  [
    'PL',
    { PT: 'Torneio PG Soft: prémio de 10 000', EN: 'PG Soft Tournament: 10,000 prize pool' },
    { PT: '<p>Jogue e suba no ranking.</p>', EN: '<p>Play and climb the leaderboard.</p>' },
  ],
  [
    'PR',
    { PT: 'Rebate diário ilimitado', EN: 'Unlimited daily rebate' },
    { PT: '<p>Receba rebate em todas as apostas.</p>', EN: '<p>Get a rebate on every bet.</p>' },
  ],
  [
    'PR',
    { PT: 'Convide amigos e ganhe 30', EN: 'Invite friends and earn 30' },
    { PT: '<p>Partilhe o seu link.</p>', EN: '<p>Share your link.</p>' },
  ],
  [
    'A',
    { PT: 'Relatório de comissões de agentes', EN: 'Agent commission report' },
    { PT: '<p>O relatório mensal está disponível.</p>', EN: '<p>The monthly report is available.</p>' },
  ],
];

export function seedAnnouncements(): AnnouncementSeed[] {
  const list: AnnouncementSeed[] = A.map(([type, title, body], i) => ({
    id: 501 + i,
    merchant: null,
    type,
    titles: announcementTexts(title),
    contents: announcementTexts(body),
    daysAgo: i,
  }));
  list.push({
    id: 601,
    merchant: 'verde',
    type: 'PL',
    titles: announcementTexts({ PT: 'PIX sem taxas durante todo o mês', EN: 'Fee-free PIX all month' }),
    contents: announcementTexts({
      PT: '<p>Depósitos PIX sem taxa.</p>',
      EN: '<p>PIX deposits without a fee.</p>',
    }),
    daysAgo: 0,
  });
  return list;
}

export interface BannerSeed {
  id: number;
  groupName: 'm_home' | 'm_live';
  sequence: number;
  titles: Record<string, string>;
  link: string;
}

export function seedBanners(): BannerSeed[] {
  const b = (
    id: number,
    groupName: 'm_home' | 'm_live',
    sequence: number,
    t: T,
    link: string,
  ): BannerSeed => ({
    id,
    groupName,
    sequence,
    titles: texts(t),
    link,
  });
  return [
    b(
      1,
      'm_home',
      1,
      { PT: 'Bónus de boas-vindas 100%', EN: '100% Welcome Bonus' },
      '/m/activityDetail?id=1001',
    ),
    b(2, 'm_home', 2, { PT: 'Torneio PG Soft', EN: 'PG Soft Tournament' }, '/m/activityDetail?id=1010'),
    b(
      3,
      'm_home',
      3,
      { PT: 'Rebate diário ilimitado', EN: 'Unlimited Daily Rebate' },
      '/m/activityDetail?id=1023',
    ),
    b(4, 'm_home', 4, { PT: 'Clube VIP', EN: 'VIP Club' }, '/m/vip'),
    b(5, 'm_home', 5, { PT: 'Convide amigos', EN: 'Invite Friends' }, '/m/inviteFriends'),
    b(6, 'm_live', 1, { PT: 'Ao vivo agora', EN: 'Live now' }, ''),
    b(
      7,
      'm_live',
      2,
      { PT: 'Noite de Bacará ao vivo', EN: 'Live Baccarat Night' },
      '/m/gameList?gameType=LIVE',
    ),
  ];
}

export interface VipLevelSeed {
  level: number;
  name: string;
  depositRequired: number;
  betRequired: number;
  upgradeBonus: number;
  monthlyBonus: number;
  birthdayBonus: number;
  dailyWithdrawLimit: number;
  rebateRate: number;
}

const VIP_NAMES = [
  'Bronze I',
  'Bronze II',
  'Bronze III',
  'Silver I',
  'Silver II',
  'Silver III',
  'Gold I',
  'Gold II',
  'Gold III',
  'Platinum I',
  'Platinum II',
  'Platinum III',
  'Diamond I',
  'Diamond II',
  'Crown',
];

export function vipLevels(): VipLevelSeed[] {
  return VIP_NAMES.map((name, i) => {
    const level = i + 1;
    return {
      level,
      name,
      depositRequired: level === 1 ? 0 : Math.round(100 * 2.1 ** (level - 1)),
      betRequired: level === 1 ? 0 : Math.round(500 * 2.2 ** (level - 1)),
      upgradeBonus: level === 1 ? 0 : Math.round(5 * 1.9 ** (level - 1)),
      monthlyBonus: level < 3 ? 0 : Math.round(3 * 1.8 ** (level - 1)),
      birthdayBonus: level < 4 ? 0 : level * 20,
      dailyWithdrawLimit: 5 + level * 2,
      rebateRate: Math.round((0.3 + level * 0.05) * 100) / 100,
    };
  });
}

export interface MallItemSeed {
  id: number;
  category: string;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  points: number;
  stock: number;
}

export function mallItems(): MallItemSeed[] {
  const m = (id: number, category: string, t: T, points: number, stock: number): MallItemSeed => ({
    id,
    category,
    names: texts(t),
    descriptions: texts({ PT: `Troque ${points} pontos.`, EN: `Redeem for ${points} points.` }),
    points,
    stock,
  });
  return [
    m(1, 'bonus', { PT: 'Bónus de 5', EN: 'Bonus 5', CN: '彩金5' }, 500, 999),
    m(2, 'bonus', { PT: 'Bónus de 20', EN: 'Bonus 20', CN: '彩金20' }, 1800, 999),
    m(3, 'bonus', { PT: 'Bónus de 100', EN: 'Bonus 100', CN: '彩金100' }, 8000, 100),
    m(4, 'spins', { PT: '10 rodadas grátis', EN: '10 Free Spins', CN: '10次免费旋转' }, 300, 500),
    m(5, 'spins', { PT: '50 rodadas grátis', EN: '50 Free Spins', CN: '50次免费旋转' }, 1400, 200),
    m(6, 'gift', { PT: 'Auscultadores sem fios', EN: 'Wireless Earbuds', CN: '无线耳机' }, 25000, 5),
    m(7, 'gift', { PT: 'Smartwatch', EN: 'Smartwatch', CN: '智能手表' }, 60000, 2),
    m(8, 'gift', { PT: 'Caneca da marca', EN: 'Branded Mug', CN: '品牌马克杯' }, 2500, 0),
  ];
}

export const LIVE_MODELS = [
  { id: 1, name: 'Luna', active: true, streaming: true },
  { id: 2, name: 'Mia', active: true, streaming: true },
  { id: 3, name: 'Ana', active: true, streaming: false },
  { id: 4, name: 'Yuki', active: false, streaming: false },
  { id: 5, name: 'Nina', active: true, streaming: true },
];
