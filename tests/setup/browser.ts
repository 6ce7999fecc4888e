// Setup for the component project: the same fonts, global styles and theme the app ships, so
// screenshots of components match the product, and no animation runs while a screenshot is taken.
// Tests run in the default merchant's theme; a test may switch with applyMerchantTheme(code).
import '../../app/styles/index.ts';
import './no-motion.css';
import { applyMerchantTheme, defaultMerchant } from '../../design-system/theme/runtime.ts';

await applyMerchantTheme(defaultMerchant);
