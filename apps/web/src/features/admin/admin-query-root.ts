/** Every admin query key starts here, so signing out drops all of them at once. */
export const ADMIN_QUERY_ROOT = 'admin';
