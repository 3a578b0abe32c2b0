// The header menus' dropdown, in a chunk of its own (see deferred-dropdown.tsx).
export { Dropdown as HeaderDropdown } from 'antd';
