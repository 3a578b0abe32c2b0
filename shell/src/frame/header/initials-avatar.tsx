import { Avatar, theme } from 'antd';

/**
 * The learner's initials in a circle, decoration beside their name. Given as the avatar's icon: antd measures
 * text children to scale them to the circle, which forces a layout of the whole page while it hydrates; two
 * letters at the small font size always fit.
 */
export function InitialsAvatar({ initials }: { initials: string }) {
  const { token } = theme.useToken();
  return (
    <Avatar
      aria-hidden
      style={{ background: token.colorPrimary }}
      icon={
        <span style={{ fontSize: token.fontSizeSM, fontWeight: token.fontWeightStrong }}>{initials}</span>
      }
    />
  );
}
