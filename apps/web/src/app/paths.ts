// Every path of the site in one place (SPEC §2 route table).

export const paths = {
  home: '/',
  gallery: '/gallery',
  aboutYear: (year: number) => `/about/${year}`,
  placements: '/placements',
  events: (symposium?: string) => (symposium ? `/events?symposium=${encodeURIComponent(symposium)}` : '/events'),
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  registration: (eventId: number, symposium: string) =>
    `/registration?eventId=${eventId}&symposium=${encodeURIComponent(symposium)}`,
  cart: '/cart',
  enrolledEvents: '/enrolled-events',
  studentDashboard: '/student-dashboard',
  verify: (code: string) => `/verify/${encodeURIComponent(code)}`,
  organizer: {
    root: '/organizer',
    viewRegistrations: '/organizer/registrations/view',
    eventRegistrations: (eventId: number, symposium: string) =>
      `/organizer/events/registrations/${eventId}?symposium=${encodeURIComponent(symposium)}`,
    registrationStatus: '/organizer/registration-status',
    updateWinners: '/organizer/update-winners',
    dashboard: '/organizer/dashboard',
    announcements: '/organizer/announcements',
  },
  volunteer: {
    root: '/volunteer',
  },
  admin: {
    root: '/admin',
    manageEvents: '/admin/manage-events',
    pendingExperiences: '/admin/pending-experiences',
    approvedExperiences: '/admin/approved-experiences',
    eventsDisplay: '/admin/events-display',
    accountDetails: '/admin/account-details',
    viewRegistrations: '/admin/view-registrations',
    eventRegistrations: (eventId: number, symposium: string) =>
      `/admin/events/registrations/${eventId}?symposium=${encodeURIComponent(symposium)}`,
    registrationStatus: '/admin/registration-status',
    updateWinners: '/admin/update-winners',
    organizers: '/admin/organizer',
    auditLog: '/admin/audit-log',
    certificates: '/admin/certificates',
    siteContent: '/admin/site-content',
    dashboard: '/admin/dashboard',
    announcements: '/admin/announcements',
  },
} as const;
