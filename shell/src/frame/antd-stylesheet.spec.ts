import { antdStylesheetCss, styledAntdFolders } from '../../../tools/rspack/antd-stylesheet';

// The front ends render antd without generating styles (zero runtime): a component whose styles are not in
// the build's stylesheet would appear unstyled, and nothing else would fail.
describe("antd's build-time stylesheet", () => {
  it('covers the components the front ends import and those they are built from', () => {
    const folders = styledAntdFolders();
    expect(folders).toEqual(expect.arrayContaining(['button', 'form', 'select', 'tabs']));
    // List paginates and Dropdown is a Menu; the toasts are notifications.
    expect(folders).toEqual(expect.arrayContaining(['pagination', 'notification', 'menu']));
    // Locales name every component's texts; the date picker is not rendered anywhere.
    expect(folders).not.toContain('date-picker');
  });

  it('holds plain class selectors and no design-token values (the running theme sets those)', () => {
    const css = antdStylesheetCss();
    for (const selector of ['.ant-btn{', '.ant-notification{', '.ant-pagination{', '.ant-tabs{'])
      expect(css).toContain(selector);
    expect(css).not.toMatch(/:where\(\.css-/);
    expect(css).not.toContain('.css-var-');
    expect(css).not.toMatch(/--ant-color-primary:/);
  });
});
