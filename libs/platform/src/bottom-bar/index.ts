export { aboveBottomBar, BOTTOM_BAR_ROOM_VAR, useBottomBarRoom } from './bottom-bar-room';
