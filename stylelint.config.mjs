// Stylesheets take their colours from the antd theme (apps/web/src/app/theme.ts) as CSS variables,
// `var(--ant-color-text-secondary)`, never a raw hex or a named colour: one source of colours.
// app/theme.test.ts checks that every variable a stylesheet reads is one the theme writes.
export default {
  rules: {
    'color-no-hex': [true, { message: 'use a theme token, var(--ant-…), not a raw hex colour (app/theme.ts)' }],
    'color-named': ['never', { message: 'use a theme token, var(--ant-…), not a named colour (app/theme.ts)' }],
  },
};
