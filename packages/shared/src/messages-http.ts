// What any failed call shows when the server gave no message of its own (MSG.networkError and
// MSG.serverError). A module of their own, so the web app's API client, which the landing page
// loads first, does not bring the whole message table with it.

export const MSG_NETWORK_ERROR = 'An error occurred. Please try again.';
export const MSG_SERVER_ERROR = 'Something went wrong.';
