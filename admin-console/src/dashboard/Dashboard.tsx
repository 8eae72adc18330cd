import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import PeopleIcon from '@mui/icons-material/People';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useBasename, useCreatePath, useGetIdentity, useTranslate } from 'react-admin';

/** /admin: a welcome card; the spec does not yet say what the dashboard shows. */
export default function Dashboard() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const basename = useBasename();
  const { identity } = useGetIdentity();

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="eclat.dashboard.title" />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {identity?.fullName
            ? translate('eclat.dashboard.welcome_named', { name: identity.fullName })
            : translate('eclat.dashboard.welcome')}
        </Typography>
        <Typography>{translate('eclat.dashboard.intro')}</Typography>
      </CardContent>
      <CardActions>
        <Button
          component={Link}
          to={createPath({ resource: 'users', type: 'list' })}
          startIcon={<PeopleIcon />}
        >
          {translate('eclat.dashboard.users_link')}
        </Button>
        <Button component={Link} to={`${basename}/health`} startIcon={<MonitorHeartIcon />}>
          {translate('eclat.dashboard.health_link')}
        </Button>
      </CardActions>
    </Card>
  );
}
