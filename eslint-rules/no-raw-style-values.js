/**
 * Keeps raw colours and pixel values out of vanilla-extract style files: a `.css.ts` file reads
 * sizes and colours from the theme contract (`vars`), never literals. Token and theme build
 * output is exempt (it is where the literals live). Zero (`0px`) and hairlines (`1px`) are allowed,
 * since no token should exist for them.
 */
const COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgb|rgba|hsl|hsla|oklch|oklab|lab|lch|hwb)\(/;
const PIXELS = /(?<![\w.-])(?!0px|1px)(\d*\.?\d+)px\b/;

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow raw colours and pixel values in .css.ts files; use theme tokens.' },
    messages: {
      colour: 'Raw colour "{{value}}" in a style file: use a colour token from `vars`.',
      pixels: 'Raw pixel value "{{value}}" in a style file: use a space, size or radius token from `vars`.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      const colour = COLOUR.exec(text);
      if (colour) context.report({ node, messageId: 'colour', data: { value: colour[0] } });
      const px = PIXELS.exec(text);
      if (px) context.report({ node, messageId: 'pixels', data: { value: px[0] } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export default { rules: { 'no-raw-style-values': rule } };
