// Vendors and games (>= 650 over every lobby category), generated deterministically.
import { createRng } from '../prng.ts';
import { ADJECTIVES, NOUNS, SUFFIXES, byLanguage, compose, same, type Words } from './names.ts';

export interface VendorSeed {
  code: string;
  name: string;
  category: string;
}

export interface GameSeed {
  nodeId: number;
  gameId: string;
  vendor: string;
  gameType: string;
  gameCode: string;
  groupId: string;
  names: Record<string, string>;
  classify: string;
  lottoMode: string;
  minBet: number;
  isNew: boolean;
  hotRank: number;
  sort: number;
}

export const VENDORS: readonly VendorSeed[] = [
  { code: 'PG', name: 'PG Soft', category: 'RNG' },
  { code: 'JILI', name: 'JILI', category: 'RNG' },
  { code: 'PP', name: 'Pragmatic Play', category: 'RNG' },
  { code: 'FC', name: 'Fa Chai', category: 'RNG' },
  { code: 'BGS', name: 'BGS Originals', category: 'INHOUSE' },
  { code: 'BNG', name: 'Bingo Plus', category: 'BINGO' },
  { code: 'EVO', name: 'Evolution', category: 'LIVE' },
  { code: 'SEXY', name: 'Sexy Baccarat', category: 'LIVE' },
  { code: 'DG', name: 'Dream Gaming', category: 'LIVE' },
  { code: 'KY', name: 'Kaiyuan Poker', category: 'PVP' },
  { code: 'V8', name: 'V8 Poker', category: 'PVP' },
  { code: 'SBO', name: 'SBOBET', category: 'SPORTS' },
  { code: 'IMES', name: 'IM eSports', category: 'SPORTS' },
  { code: 'SV388', name: 'SV388', category: 'SPORTS' },
  { code: 'IA', name: 'IA eSports', category: 'SPORTS' },
  { code: 'TF', name: 'TF Gaming', category: 'SPORTS' },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', category: 'LOTTERY' },
  { code: 'TCG_SEA', name: 'TCG SEA Lottery', category: 'LOTTERY' },
  { code: 'LOTT', name: 'Lottery', category: 'LOTTERY' },
  { code: 'ELOTT', name: 'E-Lottery', category: 'ELOTT' },
  { code: 'DS88', name: 'DS88 Sabong', category: 'COCKFIGHT' },
  { code: 'MLIVE', name: 'Muse Live', category: 'LIVESTREAM' },
];

const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75, 1] as const;
const CLASSIFY = ['', '', '', '', 'JP', 'JP', 'SC', 'VP', 'TG', 'AC', 'AC'] as const;

const w = (...t: Words): Words => t;

const INHOUSE: readonly Words[] = [
  w('Aviator Crash', 'Aviador Crash', '飞行员', 'เครื่องบินแครช', 'Phi Công', 'Aviator Crash'),
  w('Mines', 'Minas', '扫雷', 'เหมือง', 'Dò Mìn', 'Mina'),
  w('Plinko', 'Plinko', '弹珠台', 'พลิงโก', 'Plinko', 'Plinko'),
  w('Dice', 'Dados', '骰子', 'ลูกเต๋า', 'Xúc Xắc', 'Dais'),
  w('Limbo', 'Limbo', '凌波', 'ลิมโบ้', 'Limbo', 'Limbo'),
  w('Double', 'Double', '双倍', 'ดับเบิ้ล', 'Gấp Đôi', 'Doble'),
  w('Keno', 'Keno', '基诺', 'คีโน', 'Keno', 'Keno'),
  w('Hi-Lo', 'Maior ou Menor', '猜大小', 'สูงต่ำ', 'Cao Thấp', 'Hi-Lo'),
  w('Tower', 'Torre', '高塔', 'หอคอย', 'Tháp', 'Tore'),
  w('Coin Flip', 'Cara ou Coroa', '抛硬币', 'โยนเหรียญ', 'Tung Đồng Xu', 'Hagis Barya'),
  w('Wheel', 'Roda', '幸运轮', 'วงล้อ', 'Vòng Quay', 'Gulong'),
  w('Penalty Goal', 'Gol de Pênalti', '点球', 'ยิงจุดโทษ', 'Sút Phạt', 'Penalty Goal'),
  w('Rocket', 'Foguete', '火箭', 'จรวด', 'Tên Lửa', 'Rocket'),
  w('Balloon', 'Balão', '气球', 'ลูกโป่ง', 'Bóng Bay', 'Lobo'),
  w('Dragon Tower', 'Torre do Dragão', '龙塔', 'หอคอยมังกร', 'Tháp Rồng', 'Tore ng Dragon'),
  w('Stairs', 'Escadas', '阶梯', 'บันได', 'Cầu Thang', 'Hagdan'),
  w('Cricket Crash', 'Críquete Crash', '板球', 'คริกเก็ตแครช', 'Cricket Crash', 'Cricket Crash'),
  w('Scratch Lucky', 'Raspadinha da Sorte', '幸运刮刮乐', 'ขูดลุ้นโชค', 'Cào May Mắn', 'Scratch Lucky'),
  w('Mini Roulette', 'Mini Roleta', '迷你轮盘', 'มินิรูเล็ต', 'Mini Roulette', 'Mini Roulette'),
  w('Video Poker', 'Video Pôquer', '视频扑克', 'วิดีโอโป๊กเกอร์', 'Video Poker', 'Video Poker'),
];

const LIVE_TABLES: readonly Words[] = [
  w('Baccarat', 'Bacará', '百家乐', 'บาคาร่า', 'Baccarat', 'Baccarat'),
  w('Speed Baccarat', 'Bacará Rápido', '极速百家乐', 'บาคาร่าสปีด', 'Baccarat Tốc Độ', 'Speed Baccarat'),
  w('Roulette', 'Roleta', '轮盘', 'รูเล็ต', 'Cò Quay', 'Roleta'),
  w(
    'Lightning Roulette',
    'Roleta Relâmpago',
    '闪电轮盘',
    'รูเล็ตสายฟ้า',
    'Cò Quay Tia Chớp',
    'Lightning Roulette',
  ),
  w('Blackjack', 'Vinte e Um', '二十一点', 'แบล็คแจ็ค', 'Xì Dách', 'Blackjack'),
  w('Sic Bo', 'Sic Bo', '骰宝', 'ไฮโล', 'Tài Xỉu', 'Sic Bo'),
  w('Dragon Tiger', 'Dragão Tigre', '龙虎', 'เสือมังกร', 'Rồng Hổ', 'Dragon Tiger'),
  w('Fan Tan', 'Fan Tan', '番摊', 'ฝานถาน', 'Fan Tan', 'Fan Tan'),
  w('Casino Hold’em', 'Hold’em de Cassino', '赌场扑克', 'คาสิโนโฮลเด็ม', 'Casino Hold’em', 'Casino Hold’em'),
  w('Crazy Time', 'Crazy Time', '疯狂时刻', 'เครซี่ไทม์', 'Crazy Time', 'Crazy Time'),
];

const FISHING = w('Fishing', 'Pesca', '捕鱼', 'ยิงปลา', 'Bắn Cá', 'Pangingisda');
const BINGO = w('Bingo', 'Bingo', '宾果', 'บิงโก', 'Bingo', 'Bingo');

const PVP_GAMES: readonly Words[] = [
  w('Texas Hold’em', 'Texas Hold’em', '德州扑克', 'เท็กซัสโฮลเด็ม', 'Texas Hold’em', 'Texas Hold’em'),
  w('Teen Patti', 'Teen Patti', '三张牌', 'ทีนปัตติ', 'Teen Patti', 'Teen Patti'),
  w('Rummy', 'Rummy', '拉米', 'รัมมี่', 'Rummy', 'Rummy'),
  w('Andar Bahar', 'Andar Bahar', '安达巴哈', 'อันดาร์บาฮาร์', 'Andar Bahar', 'Andar Bahar'),
  w('Dou Dizhu', 'Dou Dizhu', '斗地主', 'โต้วตี้จู่', 'Đấu Địa Chủ', 'Dou Dizhu'),
  w('Bull Bull', 'Touro Touro', '抢庄牛牛', 'วัวกระทิง', 'Bò Bò', 'Bull Bull'),
  w('Sam Gong', 'Sam Gong', '三公', 'สามกอง', 'Ba Cây', 'Sam Gong'),
  w('Pusoy', 'Pusoy', '十三张', 'ปูซอย', 'Mậu Binh', 'Pusoy'),
  w('Tongits', 'Tongits', '汤吉斯', 'ทองอิทส์', 'Tongits', 'Tongits'),
  w('Domino QQ', 'Dominó QQ', '多米诺', 'โดมิโน่', 'Domino QQ', 'Domino QQ'),
  w('Pai Gow', 'Pai Gow', '牌九', 'ไผ่โก', 'Bài Cửu', 'Pai Gow'),
  w('Tien Len', 'Tien Len', '越南扑克', 'เตียนเลน', 'Tiến Lên', 'Tien Len'),
  w('Mahjong Showdown', 'Duelo de Mahjong', '麻将对决', 'ดวลไพ่นกกระจอก', 'Đấu Mạt Chược', 'Mahjong Showdown'),
];
const PVP_VARIANTS: readonly Words[] = [
  w('Classic', 'Clássico', '经典', 'คลาสสิก', 'Cổ Điển', 'Klasiko'),
  w('Fast', 'Rápido', '极速', 'เร็ว', 'Nhanh', 'Mabilis'),
];

const VN_PROVINCES = [
  'Miền Bắc',
  'TP. Hồ Chí Minh',
  'Đồng Tháp',
  'Cà Mau',
  'Bến Tre',
  'Vũng Tàu',
  'Bạc Liêu',
  'Đồng Nai',
  'Cần Thơ',
  'Sóc Trăng',
  'Tây Ninh',
  'An Giang',
  'Bình Thuận',
  'Vĩnh Long',
  'Bình Dương',
  'Trà Vinh',
  'Long An',
  'Bình Phước',
  'Hậu Giang',
  'Tiền Giang',
  'Kiên Giang',
  'Đà Lạt',
  'Thừa Thiên Huế',
  'Phú Yên',
  'Đắk Lắk',
  'Quảng Nam',
  'Đà Nẵng',
  'Khánh Hòa',
  'Bình Định',
  'Quảng Trị',
  'Quảng Bình',
  'Gia Lai',
  'Ninh Thuận',
  'Quảng Ngãi',
  'Đắk Nông',
  'Kon Tum',
  'Siêu Tốc 45 Giây',
  'Siêu Tốc 1 Phút',
  'Siêu Tốc 3 Phút',
  'Siêu Tốc 5 Phút',
];
const SEA_LOTTERIES = [
  'Thai Government',
  'Thai Stock',
  'Lao Lottery',
  'Lao VIP',
  'Magnum 4D',
  'Sports Toto 4D',
  'Da Ma Cai 1+3D',
  'Singapore 4D',
  'Sabah 88',
  'Sandakan 4D',
  'Cambodia 4D',
  'Hanoi VIP',
  'Malaysia Grand Dragon',
  'Perdana 4D',
  'Lucky Hari Hari',
];
const LOTT_GAMES: readonly Words[] = [
  w('Fast 3', 'Rápido 3', '快三', 'ฟาสต์ 3', 'Nhanh 3', 'Fast 3'),
  w('PK10', 'PK10', '北京赛车', 'PK10', 'PK10', 'PK10'),
  w('Lucky SSC', 'SSC da Sorte', '幸运时时彩', 'SSC นำโชค', 'SSC May Mắn', 'Lucky SSC'),
  w('11 Pick 5', '11 Escolha 5', '11选5', '11 เลือก 5', '11 Chọn 5', '11 Pick 5'),
  w('Lucky 28', 'Sorte 28', '幸运28', 'ลัคกี้ 28', 'May Mắn 28', 'Lucky 28'),
];
const LOTT_SPEEDS = ['1 min', '3 min', '5 min', '10 min', '15 min'];

const ELOTT_GAMES = [
  'E-Fast 3',
  'E-PK10',
  'E-SSC',
  'E-11x5',
  'E-Keno',
  'E-Lucky 28',
  'E-Dice',
  'E-Racing',
  'E-Baccarat Draw',
  'E-Happy 8',
  'E-Color Game',
  'E-Wingo',
];

/** Slugs for game codes. */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The games. `slotCount` sets how many casino slots each of the four slot vendors gets
 * (90 gives ~700 games in all; the benchmark raises it to reach 10,000).
 */
export function seedGames(slotCount = 90): GameSeed[] {
  const rng = createRng(20261122);
  const games: GameSeed[] = [];
  let nodeId = 10001;
  const perVendor = new Map<string, number>();
  const add = (
    vendor: string,
    gameType: string,
    names: Record<string, string>,
    extra: Partial<GameSeed> = {},
  ) => {
    const n = (perVendor.get(vendor) ?? 0) + 1;
    perVendor.set(vendor, n);
    const vendorIndex = VENDORS.findIndex((v) => v.code === vendor);
    games.push({
      nodeId: nodeId++,
      gameId: `${vendor}-${String(n).padStart(4, '0')}`,
      vendor,
      gameType,
      gameCode: slug(names.EN ?? `${vendor}-${n}`) || `${vendor.toLowerCase()}-${n}`,
      groupId: String(100 + vendorIndex),
      names,
      classify: '',
      lottoMode: '',
      minBet: rng.pick(MIN_BETS),
      isNew: rng.chance(0.1),
      hotRank: 0,
      sort: n,
      ...extra,
    });
  };

  // Casino slots: adjective + noun (+ suffix) names, unique per vendor.
  const combos: { adj: number; noun: number; suffix: number }[] = [];
  for (let s = -1; s < SUFFIXES.length; s++)
    for (let a = 0; a < ADJECTIVES.length; a++)
      for (let n = 0; n < NOUNS.length; n++) combos.push({ adj: a, noun: n, suffix: s });
  for (const vendor of ['PG', 'JILI', 'PP', 'FC']) {
    const offset = rng.int(0, combos.length - 1);
    const step = 7919; // a prime that spreads the picks over the combinations
    for (let i = 0; i < slotCount; i++) {
      const round = Math.floor(i / combos.length);
      const c = combos[(offset + i * step) % combos.length]!;
      const parts = compose(
        ADJECTIVES[c.adj]!,
        NOUNS[c.noun]!,
        c.suffix >= 0 ? SUFFIXES[c.suffix] : undefined,
      );
      const names = byLanguage(round ? parts.map((p) => `${p} ${round + 1}`) : parts);
      add(vendor, 'RNG', names, { classify: rng.pick(CLASSIFY) });
    }
  }
  // In-house (RNG of vendor BGS) and bingo (RNG, classification BG).
  for (const words of INHOUSE) add('BGS', 'RNG', byLanguage(words), { classify: 'AC', minBet: 0.01 });
  for (let i = 0; i < 30; i++) {
    const adj = ADJECTIVES[(i * 5) % ADJECTIVES.length]!;
    const parts = compose(adj, BINGO).map((p, li) =>
      i >= ADJECTIVES.length ? `${p} ${li === 2 ? '二' : 'II'}` : p,
    );
    add('BNG', 'RNG', byLanguage(parts), { classify: 'BG' });
  }
  // Live casino tables.
  for (const vendor of ['EVO', 'SEXY', 'DG']) {
    for (let i = 0; i < 30; i++) {
      const table = LIVE_TABLES[i % LIVE_TABLES.length]!;
      const label = String.fromCharCode(65 + Math.floor(i / LIVE_TABLES.length));
      add(vendor, 'LIVE', byLanguage(table.map((t) => `${t} ${label}`)), { minBet: rng.pick([1, 5, 10]) });
    }
  }
  // Fish.
  for (const vendor of ['JILI', 'FC']) {
    for (let i = 0; i < 15; i++) {
      const adj = ADJECTIVES[(i * 7 + (vendor === 'FC' ? 3 : 0)) % ADJECTIVES.length]!;
      add(vendor, 'FISH', byLanguage(compose(adj, FISHING)));
    }
  }
  // Poker (PVP).
  for (const vendor of ['KY', 'V8']) {
    let i = 0;
    for (const variant of PVP_VARIANTS)
      for (const g of PVP_GAMES) {
        if (i++ >= 25) break;
        add(vendor, 'PVP', byLanguage(g.map((t, li) => `${t} ${variant[li]}`)), {
          minBet: rng.pick([0.5, 1]),
        });
      }
  }
  // Sports and e-sports: a lobby and a virtual sports game per vendor.
  for (const v of ['SBO', 'IMES', 'SV388', 'IA', 'TF']) {
    const name = VENDORS.find((x) => x.code === v)!.name;
    add(v, 'SPORTS', same(name), { gameCode: 'lobby', minBet: 1 });
    add(
      v,
      'SPORTS',
      { ...same(`${name} Virtual`), PT: `${name} Virtual`, CN: `${name} 虚拟体育` },
      { minBet: 1 },
    );
  }
  // Lottery.
  for (const p of VN_PROVINCES)
    add(
      'TCG_LOTTO_VN',
      'LOTTERY',
      { ...same(`Xổ Số ${p}`), EN: `${p} Lottery`, CN: `越南彩 ${p}` },
      {
        lottoMode: 'Tradition',
        minBet: 1,
      },
    );
  for (const l of SEA_LOTTERIES) add('TCG_SEA', 'LOTTERY', same(l), { lottoMode: 'Tradition', minBet: 1 });
  let k = 0;
  for (const g of LOTT_GAMES)
    for (const speed of LOTT_SPEEDS)
      add('LOTT', 'LOTTERY', byLanguage(g.map((t) => `${t} ${speed}`)), {
        lottoMode: k++ % 2 ? 'Entertainment' : 'Tradition',
        minBet: 1,
      });
  ELOTT_GAMES.forEach((g, i) =>
    add('ELOTT', 'LOTTERY', same(g), { lottoMode: i % 2 ? 'Entertainment' : 'Tradition', minBet: 1 }),
  );
  // Cockfight and live streams.
  for (let i = 1; i <= 4; i++)
    add(
      'DS88',
      'COCKFIGHT',
      { ...same(`Sabong Arena ${i}`), PT: `Arena de Galos ${i}`, CN: `斗鸡场 ${i}` },
      {
        minBet: 5,
      },
    );
  for (let i = 1; i <= 12; i++) {
    const host = ['Luna', 'Mia', 'Ana', 'Yuki', 'Nina', 'Lia'][i % 6];
    add(
      'MLIVE',
      'LIVESTREAM',
      { ...same(`${host} Live ${i}`), PT: `${host} ao Vivo ${i}`, CN: `${host} 直播 ${i}` },
      {
        minBet: 1,
      },
    );
  }

  // Hot games: a spread over the types, ranked.
  const hotPool = games.filter((g) => g.gameType !== 'LOTTERY' || g.vendor === 'TCG_LOTTO_VN');
  let rank = 1;
  for (let i = 0; i < hotPool.length && rank <= 60; i += 11) hotPool[i]!.hotRank = rank++;
  return games;
}
