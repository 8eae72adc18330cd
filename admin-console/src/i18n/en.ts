import type { ConsoleMessages } from './fr';

// Typed with the French shape so a key missing here fails the type check;
// messages.test.ts checks the same at run time (and catches extra keys).
export const en: ConsoleMessages = {
  resources: {
    users: {
      name: 'User |||| Users',
      fields: {
        id: 'Id',
        q: 'Search (name or email)',
        name: 'Name',
        email: 'Email',
        profilePic: 'Profile picture',
        role: 'Role',
        status: 'Status',
        locale: 'Language',
        dateOfBirth: 'Date of birth',
        createdAt: 'Signed up',
        updatedAt: 'Last updated',
        lastLoginAt: 'Last login',
      },
    },
  },
  // The eye button must not be named "... password": see fr.ts.
  ra: {
    input: {
      password: {
        toggle_visible: 'Hide characters',
        toggle_hidden: 'Show characters',
      },
    },
  },
  eclat: {
    user_menu: '%{name} (account menu)',
    title: 'Éclat — Admin',
    auth: {
      email: 'Email',
      admin_only: 'This console is for administrators only.',
    },
    menu: {
      dashboard: 'Dashboard',
      health: 'System health',
      profile_review: 'Profile review',
      payouts: 'Payouts',
      marketing: 'Marketing',
      cleaner: 'Cleaner analytics',
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome to the Éclat admin console',
      welcome_named: 'Welcome, %{name}',
      intro: 'Manage the accounts of clients, cleaners and administrators.',
      users_link: 'Manage users',
      health_link: 'View system health',
    },
    health: {
      title: 'System health',
      refresh: 'Refresh',
      liveness: 'Process',
      readiness: 'Readiness',
      status: 'Status',
      uptime: 'Up for',
      uptime_value: '%{hours} h %{minutes} min %{seconds} s',
      database: 'Database',
      pending_migrations: 'Pending migrations',
      checked_at: 'Checked at %{time}',
      unreachable: 'The server is not responding: %{message}',
      values: {
        ok: 'Running',
        ready: 'Ready',
        not_ready: 'Not ready',
        up: 'Reachable',
        down: 'Unreachable',
      },
    },
    coming_soon: {
      notice: 'This page is not available yet.',
    },
    roles: {
      client: 'Client',
      cleaner: 'Cleaner',
      admin: 'Administrator',
      none: 'No role chosen',
    },
    statuses: {
      active: 'Active',
      suspended: 'Suspended',
    },
    locales: {
      fr: 'French',
      en: 'English',
    },
    users: {
      actions: 'Actions',
      never: 'Never',
      no_picture: 'No picture',
      suspend: 'Suspend',
      reactivate: 'Reactivate',
      suspend_title: 'Suspend %{name}?',
      suspend_content: 'This person will not be able to sign in while the account is suspended.',
      reactivate_title: 'Reactivate %{name}?',
      reactivate_content: 'This person will be able to sign in again.',
      suspended: 'Account suspended',
      reactivated: 'Account reactivated',
    },
  },
};
