/** The longest contact message; its own file so the form's page loads no validation library. */
export const messageMaxLength = 1000
