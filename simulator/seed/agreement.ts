// Each merchant's user agreement, as the platform serves it: a title and HTML sections in the
// platform's languages (PT, BR, EN, CN written out; the others fall back to EN through `tr`). The text
// names the merchant, its minimum age and its currency, so each merchant's page reads differently.
import type { MerchantConfig } from './merchants.ts';

/** When the agreement was last changed (platform time, ms): fixed so stories and tests are stable. */
export const AGREEMENT_UPDATED_AT = Date.UTC(2026, 0, 15, 9, 0, 0);

interface Texts {
  title: string;
  sections: [heading: string, body: string][];
}

function texts(m: MerchantConfig): Record<string, Texts> {
  const age = m.settings.minimumAge;
  const name = m.name;
  const cur = m.currency;
  const pt: Texts = {
    title: `Acordo de utilizador da ${name}`,
    sections: [
      [
        '1. Aceitação',
        `Ao criar uma conta na ${name} confirma que leu e aceita este acordo. Se não concordar, não utilize o serviço.`,
      ],
      [
        '2. Idade mínima',
        `Só pessoas com ${age} anos ou mais podem registar-se. Podemos pedir um documento de identificação a qualquer momento.`,
      ],
      [
        '3. A sua conta',
        'Cada pessoa pode ter uma só conta. É responsável por manter a palavra-passe e a palavra-passe de pagamento em segredo.',
      ],
      [
        '4. Depósitos e levantamentos',
        `Os valores são apresentados em ${cur}. Os levantamentos são pagos para uma conta em seu nome, depois de cumpridos os requisitos de apostas das promoções.`,
      ],
      [
        '5. Jogo responsável',
        'Jogue apenas o que pode perder. Pode pedir limites de depósito ou a autoexclusão ao apoio ao cliente.',
      ],
      [
        '6. Alterações',
        'Podemos alterar este acordo; a versão em vigor está sempre nesta página, com a data da última alteração.',
      ],
    ],
  };
  const br: Texts = {
    title: `Termos de uso da ${name}`,
    sections: [
      [
        '1. Aceite',
        `Ao criar uma conta na ${name} você confirma que leu e aceita estes termos. Se não concordar, não use o serviço.`,
      ],
      [
        '2. Idade mínima',
        `Somente maiores de ${age} anos podem se cadastrar. Podemos pedir um documento de identidade a qualquer momento.`,
      ],
      [
        '3. Sua conta',
        'Cada pessoa pode ter apenas uma conta. Você é responsável por manter a senha e a senha de pagamento em sigilo.',
      ],
      [
        '4. Depósitos e saques',
        `Os valores são exibidos em ${cur}. Os saques são pagos para uma conta no seu nome, depois de cumpridos os requisitos de apostas das promoções.`,
      ],
      [
        '5. Jogo responsável',
        'Jogue apenas o que pode perder. Você pode pedir limites de depósito ou a autoexclusão ao atendimento.',
      ],
      [
        '6. Alterações',
        'Podemos alterar estes termos; a versão em vigor está sempre nesta página, com a data da última alteração.',
      ],
    ],
  };
  const en: Texts = {
    title: `${name} user agreement`,
    sections: [
      [
        '1. Acceptance',
        `By opening an account with ${name} you confirm that you have read and accept this agreement. If you do not agree, do not use the service.`,
      ],
      [
        '2. Minimum age',
        `Only people aged ${age} or over may register. We may ask for proof of identity at any time.`,
      ],
      [
        '3. Your account',
        'One account per person. You are responsible for keeping your login password and payment password secret.',
      ],
      [
        '4. Deposits and withdrawals',
        `Amounts are shown in ${cur}. Withdrawals are paid to an account in your own name once the wagering requirements of any promotion are met.`,
      ],
      [
        '5. Responsible gaming',
        'Only play with money you can afford to lose. Customer service can set deposit limits or a self-exclusion for you.',
      ],
      [
        '6. Changes',
        'We may change this agreement; the version in force is always on this page, with the date of its last change.',
      ],
    ],
  };
  const cn: Texts = {
    title: `${name} 用户协议`,
    sections: [
      ['1. 接受条款', `在 ${name} 开设账户即表示您已阅读并接受本协议。如不同意，请勿使用本服务。`],
      ['2. 最低年龄', `仅年满 ${age} 岁的人士可以注册。我们可随时要求出示身份证明。`],
      ['3. 您的账户', '每人仅限一个账户。您有责任对登录密码和支付密码保密。'],
      ['4. 存款与取款', `金额以 ${cur} 显示。满足优惠活动的投注要求后，取款将支付至您本人名下的账户。`],
      ['5. 负责任博彩', '请只用您能承受损失的资金游戏。客服可为您设置存款限额或自我排除。'],
      ['6. 协议变更', '我们可能会修改本协议；现行版本始终在本页面显示，并注明最后修改日期。'],
    ],
  };
  return { PT: pt, BR: br, EN: en, CN: cn };
}

const toHtml = (t: Texts) => t.sections.map(([h, body]) => `<h3>${h}</h3><p>${body}</p>`).join('');

/** The agreement's titles and HTML contents by platform language (multilingual records for `tr`). */
export function agreementOf(m: MerchantConfig): {
  titles: Record<string, string>;
  contents: Record<string, string>;
} {
  const all = texts(m);
  const titles: Record<string, string> = {};
  const contents: Record<string, string> = {};
  for (const [lang, t] of Object.entries(all)) {
    titles[lang] = t.title;
    contents[lang] = toHtml(t);
  }
  return { titles, contents };
}
