/**
 * title: Sign-up form
 * description: An async username check on blur, password rules, a confirmation that follows the password, a list of phone numbers, and a submit that takes you to the first field to fix.
 * keywords: [sign up, register, async validation, confirm password, Form.Array, dependencies, scroll to first error]
 */
import { Button, Form, Input, Toast, type Rule } from '@tessera/mobile';

const TAKEN = ['admin', 'root', 'tessera'];

/** Stands in for a request to your server. */
function isUsernameFree(username: string): Promise<boolean> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(!TAKEN.includes(username.toLowerCase())), 600);
  });
}

const usernameRules: Rule[] = [
  { required: true },
  { pattern: /^[a-z0-9_]+$/i, message: 'Use only letters, digits and _' },
  { min: 3, max: 20 },
  {
    // Asks the server only when the field is left, not on every keystroke.
    validateTrigger: 'onBlur',
    validator: async (value) =>
      (await isUsernameFree(String(value))) ? undefined : `“${String(value)}” is taken`,
  },
];

const passwordRules: Rule[] = [
  { required: true },
  { min: 8 },
  { pattern: /\d/, message: 'Add at least one digit' },
  { pattern: /[a-z]/i, message: 'Add at least one letter' },
];

const confirmRules: Rule[] = [
  { required: true, message: 'Type the password again' },
  {
    validator: (value, values) =>
      value === values.password ? undefined : 'The passwords do not match',
  },
];

const phoneRules: Rule[] = [
  { required: true, message: 'Enter a number or remove this row' },
  { pattern: /^\+?[\d\s-]{6,20}$/, message: 'Enter digits, spaces or dashes' },
];

interface SignUp {
  username: string;
  password: string;
  confirm: string;
  phones: string[];
}

export default function SignUpForm() {
  return (
    <Form<SignUp>
      initialValues={{ phones: [''] }}
      onFinish={(values) => Toast.show(`Welcome, ${values.username}!`)}
      footer={
        <Button block color="primary" type="submit">
          Create account
        </Button>
      }
    >
      <Form.Item name="username" label="Username" rules={usernameRules} help="3 to 20 characters">
        <Input placeholder="ada_lovelace" autoComplete="username" enterKeyHint="next" clearable />
      </Form.Item>
      <Form.Item name="password" label="Password" rules={passwordRules}>
        <Input
          type="password"
          placeholder="8 or more characters"
          autoComplete="new-password"
          enterKeyHint="next"
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="Confirm password"
        dependencies={['password']}
        rules={confirmRules}
      >
        <Input
          type="password"
          placeholder="The same again"
          autoComplete="new-password"
          enterKeyHint="next"
        />
      </Form.Item>
      <Form.Array name="phones">
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name, index }) => (
              <Form.Item
                key={key}
                name={name}
                label={`Phone ${index + 1}`}
                rules={phoneRules}
                extra={
                  fields.length > 1 && (
                    <Button
                      size="small"
                      fill="none"
                      aria-label={`Remove phone ${index + 1}`}
                      onClick={() => remove(index)}
                    >
                      Remove
                    </Button>
                  )
                }
              >
                <Input type="tel" placeholder="+47 912 34 567" autoComplete="tel" />
              </Form.Item>
            ))}
            {fields.length < 3 && (
              <Form.Item>
                <Button size="small" fill="outline" color="primary" onClick={() => add('')}>
                  Add a phone number
                </Button>
              </Form.Item>
            )}
          </>
        )}
      </Form.Array>
    </Form>
  );
}
