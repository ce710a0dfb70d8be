/** docs/product.md §4.6 messages, shared by server answers and console forms (the console translates them by key). */
export const validationMessages = {
  required: "Value is required",
  email: "Value is not a valid email address",
  minLength: (min: number) => `This field should be at least ${min} characters long`,
  min: (min: number) => `The minimum value allowed is ${min}`,
  max: (max: number) => `The maximum value allowed is ${max}`,
  conditionallyRequired: "The value is required",
  maxChars: (n: number) => `You have reached the maximum character limit of ${n}.`,
  companySsnRequired: "Company ssn is required",
  billingEmailRequired: "Billing email is required",
  billingEmailInvalid: "Billing email must be a legit email",
  billingCountryRequired: "Billing country is required",
} as const;

export const defaultMaxLength = 255;
