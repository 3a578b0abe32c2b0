// A CSS hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa) anywhere in a string: "#fff", "1px solid #d9d9d9".
const HEX_COLOUR = String.raw`/(^|[^&\w])#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b/`;
const message =
  'No hard-coded colours in the front ends: use a theme token (libs/platform/src/theme) or the platform UI kit.';

/** Colours live in the theme: no hex colour literals in the shell and the remotes. */
export function themeColours() {
  return {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${HEX_COLOUR}]`, message },
        { selector: `TemplateElement[value.raw=${HEX_COLOUR}]`, message },
      ],
    },
  };
}
