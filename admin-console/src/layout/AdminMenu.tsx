import CampaignIcon from '@mui/icons-material/Campaign';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { Menu, useBasename } from 'react-admin';

/**
 * The admin area of the spec: dashboard, users, then the other admin pages.
 * Menu.Item paths are absolute, hence the basename (/admin).
 */
export function AdminMenu() {
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem primaryText="eclat.menu.dashboard" />
      <Menu.ResourceItems />
      <Menu.Item to={`${basename}/health`} primaryText="eclat.menu.health" leftIcon={<MonitorHeartIcon />} />
      <Menu.Item
        to={`${basename}/profile-review`}
        primaryText="eclat.menu.profile_review"
        leftIcon={<FactCheckIcon />}
      />
      <Menu.Item to={`${basename}/marketing`} primaryText="eclat.menu.marketing" leftIcon={<CampaignIcon />} />
    </Menu>
  );
}
