// antd Radio.Group's `../form/hooks/useForm` in the browser builds (see ../antd-parts-on-demand.ts): the group
// needs only its name-path helper, which names the radios after the form item they sit in. The module itself is
// antd's form hook and brings rc-form's store and scroll-into-view with it. Same behaviour as antd's helper
// (antd/es/form/hooks/useForm.js and form/util.js's toArray).
export function toNamePathStr(name) {
  if (name === undefined || name === false) return '';
  return (Array.isArray(name) ? name : [name]).join('_');
}
