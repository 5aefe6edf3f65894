import { Icon, type IconProps } from './icon';

export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.3-4 4.3-6 8-6s6.7 2 8 6" />
  </Icon>
);
