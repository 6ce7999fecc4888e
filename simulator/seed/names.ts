// Words for realistic game names in several languages. BR uses the PT words.
// Each entry: [EN, PT, CN, TH, VN, PH].
export type Words = readonly [string, string, string, string, string, string];
export const LANGS = ['EN', 'PT', 'CN', 'TH', 'VN', 'PH'] as const;

export const ADJECTIVES: readonly Words[] = [
  ['Golden', 'Dourado', '黄金', 'ทองคำ', 'Vàng', 'Gintong'],
  ['Lucky', 'da Sorte', '幸运', 'นำโชค', 'May Mắn', 'Suwerteng'],
  ['Wild', 'Selvagem', '狂野', 'ป่า', 'Hoang Dã', 'Mabangis na'],
  ['Royal', 'Real', '皇家', 'หลวง', 'Hoàng Gia', 'Maharlikang'],
  ['Mystic', 'Místico', '神秘', 'ลึกลับ', 'Huyền Bí', 'Mahiwagang'],
  ['Fire', 'de Fogo', '火焰', 'เพลิง', 'Lửa', 'Apoy na'],
  ['Diamond', 'de Diamante', '钻石', 'เพชร', 'Kim Cương', 'Diyamanteng'],
  ['Thunder', 'do Trovão', '雷霆', 'สายฟ้า', 'Sấm Sét', 'Kulog na'],
  ['Jade', 'de Jade', '翡翠', 'หยก', 'Ngọc Bích', 'Jade na'],
  ['Crystal', 'de Cristal', '水晶', 'คริสตัล', 'Pha Lê', 'Kristal na'],
  ['Ancient', 'Antigo', '远古', 'โบราณ', 'Cổ Đại', 'Sinaunang'],
  ['Magic', 'Mágico', '魔法', 'มหัศจรรย์', 'Phép Thuật', 'Mahikang'],
  ['Super', 'Super', '超级', 'ซูเปอร์', 'Siêu', 'Super'],
  ['Mega', 'Mega', '巨型', 'เมก้า', 'Mega', 'Mega'],
  ['Sweet', 'Doce', '甜蜜', 'หวาน', 'Ngọt Ngào', 'Matamis na'],
  ['Silver', 'Prateado', '白银', 'เงิน', 'Bạc', 'Pilak na'],
  ['Red', 'Vermelho', '红色', 'แดง', 'Đỏ', 'Pulang'],
  ['Emerald', 'Esmeralda', '绿宝石', 'มรกต', 'Lục Bảo', 'Esmeraldang'],
  ['Fortune', 'da Fortuna', '财富', 'โชคลาภ', 'Tài Lộc', 'Kapalarang'],
  ['Happy', 'Feliz', '快乐', 'สุขสันต์', 'Vui Vẻ', 'Masayang'],
  ['Sunny', 'Ensolarado', '阳光', 'สดใส', 'Nắng', 'Maaraw na'],
  ['Midnight', 'da Meia-Noite', '午夜', 'เที่ยงคืน', 'Nửa Đêm', 'Hatinggabing'],
  ['Sacred', 'Sagrado', '神圣', 'ศักดิ์สิทธิ์', 'Thiêng', 'Sagradong'],
  ['Big', 'Grande', '大', 'ใหญ่', 'Lớn', 'Malaking'],
];

export const NOUNS: readonly Words[] = [
  ['Dragon', 'Dragão', '龙', 'มังกร', 'Rồng', 'Dragon'],
  ['Tiger', 'Tigre', '虎', 'เสือ', 'Hổ', 'Tigre'],
  ['Phoenix', 'Fénix', '凤凰', 'ฟีนิกซ์', 'Phượng Hoàng', 'Phoenix'],
  ['Panda', 'Panda', '熊猫', 'แพนด้า', 'Gấu Trúc', 'Panda'],
  ['Koi', 'Carpa', '锦鲤', 'ปลาคาร์ป', 'Cá Chép', 'Koi'],
  ['Temple', 'Templo', '神殿', 'วิหาร', 'Đền', 'Templo'],
  ['Treasure', 'Tesouro', '宝藏', 'สมบัติ', 'Kho Báu', 'Kayamanan'],
  ['Empire', 'Império', '帝国', 'จักรวรรดิ', 'Đế Chế', 'Imperyo'],
  ['Queen', 'Rainha', '女王', 'ราชินี', 'Nữ Hoàng', 'Reyna'],
  ['Pharaoh', 'Faraó', '法老', 'ฟาโรห์', 'Pharaoh', 'Paraon'],
  ['Buffalo', 'Búfalo', '水牛', 'ควาย', 'Trâu', 'Kalabaw'],
  ['Wolf', 'Lobo', '狼', 'หมาป่า', 'Sói', 'Lobo'],
  ['Lion', 'Leão', '狮子', 'สิงโต', 'Sư Tử', 'Leon'],
  ['Fruits', 'Frutas', '水果', 'ผลไม้', 'Trái Cây', 'Prutas'],
  ['Candy', 'Doces', '糖果', 'ลูกอม', 'Kẹo', 'Kendi'],
  ['Gems', 'Joias', '宝石', 'อัญมณี', 'Đá Quý', 'Hiyas'],
  ['Pirates', 'Piratas', '海盗', 'โจรสลัด', 'Cướp Biển', 'Pirata'],
  ['Samurai', 'Samurai', '武士', 'ซามูไร', 'Samurai', 'Samurai'],
  ['Galaxy', 'Galáxia', '星河', 'กาแล็กซี่', 'Thiên Hà', 'Kalawakan'],
  ['Ocean', 'Oceano', '海洋', 'มหาสมุทร', 'Đại Dương', 'Karagatan'],
  ['Carnival', 'Carnaval', '狂欢节', 'คาร์นิวัล', 'Lễ Hội', 'Karnabal'],
  ['Jungle', 'Selva', '丛林', 'ป่าดงดิบ', 'Rừng Rậm', 'Gubat'],
  ['Goddess', 'Deusa', '女神', 'เทพธิดา', 'Nữ Thần', 'Diyosa'],
  ['Mahjong', 'Mahjong', '麻将', 'ไพ่นกกระจอก', 'Mạt Chược', 'Mahjong'],
  ['Rooster', 'Galo', '公鸡', 'ไก่', 'Gà Trống', 'Tandang'],
  ['Moon', 'Lua', '月亮', 'พระจันทร์', 'Mặt Trăng', 'Buwan'],
  ['Volcano', 'Vulcão', '火山', 'ภูเขาไฟ', 'Núi Lửa', 'Bulkan'],
  ['Wizard', 'Feiticeiro', '巫师', 'พ่อมด', 'Phù Thủy', 'Salamangkero'],
];

export const SUFFIXES: readonly Words[] = [
  ['Deluxe', 'Deluxe', '豪华版', 'ดีลักซ์', 'Cao Cấp', 'Deluxe'],
  ['Megaways', 'Megaways', 'Megaways', 'Megaways', 'Megaways', 'Megaways'],
  ['Rising', 'em Ascensão', '崛起', 'รุ่งโรจน์', 'Trỗi Dậy', 'Pag-angat'],
  ['Riches', 'Riquezas', '财源', 'ร่ำรวย', 'Giàu Có', 'Yaman'],
];

/** Adjective-noun order per language: PT/VN put the noun first. */
export function compose(adj: Words, noun: Words, suffix?: Words): string[] {
  const parts = LANGS.map((_, i) => {
    const a = adj[i]!;
    const n = noun[i]!;
    const s = suffix ? suffix[i]! : '';
    let name: string;
    if (i === 1 || i === 4) name = `${n} ${a}`;
    else if (i === 2 || i === 3) name = `${a}${n}`;
    else name = `${a} ${n}`;
    return s ? (i === 2 || i === 3 ? `${name}${s}` : `${name} ${s}`) : name;
  });
  return parts;
}

/** Names by platform language from the six word columns (BR takes PT). */
export function byLanguage(names: readonly string[]): Record<string, string> {
  return {
    EN: names[0]!,
    PT: names[1]!,
    CN: names[2]!,
    TH: names[3]!,
    VN: names[4]!,
    PH: names[5]!,
    BR: names[1]!,
  };
}

/** The same text in every language. */
export function same(text: string): Record<string, string> {
  return { EN: text, PT: text, CN: text, TH: text, VN: text, PH: text, BR: text };
}
