// The email a person just signed up or reset their password with: the login form that follows
// (in the pop-up or on the /login page) starts with it filled in. Forgotten once they log in.

let email = '';

export function rememberLoginEmail(address: string) {
  email = address;
}

export const rememberedLoginEmail = () => email;

export function forgetLoginEmail() {
  email = '';
}
