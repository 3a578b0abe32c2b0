import { criticalStyles } from './critical-styles';

describe('criticalStyles', () => {
  it('keeps the tokens and the rules whose classes the markup uses, in and out of media queries', () => {
    const styles =
      '<style data-css-hash="a">.ant-btn{color:red}.ant-btn-primary{color:blue}.ant-tag:not(.ant-tag-x){margin:0}a{color:inherit}@keyframes spin{to{transform:rotate(1turn)}}@media (max-width:575px){.ant-btn{padding:0}.ant-col-xs-24{width:100%}}</style>' +
      '<style data-token-hash="css-var-_R_0_">.css-var-_R_0_{--ant-size:4px}</style>' +
      '<style data-css-hash="b">.ant-skeleton{opacity:1}</style>';
    const html = '<div class="ant-btn css-var-_R_0_"><span class="ant-tag">x</span></div>';
    expect(criticalStyles(styles, html)).toBe(
      '<style data-css-hash="a">.ant-btn{color:red}.ant-tag:not(.ant-tag-x){margin:0}a{color:inherit}@keyframes spin{to{transform:rotate(1turn)}}@media (max-width:575px){.ant-btn{padding:0}}</style>' +
        '<style data-token-hash="css-var-_R_0_">.css-var-_R_0_{--ant-size:4px}</style>',
    );
  });
});
