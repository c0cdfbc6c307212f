import type { Locale } from '../types';

export const form: Locale['form'] = {
  defaultLabel: 'This field',
  required: '{label} is required',
  type: '{label} is not a valid {type}',
  types: {
    string: 'text',
    number: 'number',
    integer: 'whole number',
    float: 'number',
    boolean: 'yes or no',
    email: 'email address',
    url: 'web address',
    array: 'list',
    date: 'date',
  },
  pattern: '{label} is not in the expected format',
  string: {
    min: '{label} needs at least {min} characters',
    max: '{label} can have at most {max} characters',
    len: '{label} must have exactly {len} characters',
    range: '{label} needs {min} to {max} characters',
  },
  number: {
    min: '{label} must be at least {min}',
    max: '{label} must be at most {max}',
    len: '{label} must be {len}',
    range: '{label} must be between {min} and {max}',
  },
  array: {
    min: '{label} needs at least {min} items',
    max: '{label} can have at most {max} items',
    len: '{label} must have exactly {len} items',
    range: '{label} needs {min} to {max} items',
  },
  validating: 'Checking…',
  summary: '{count} fields need attention: {labels}',
  summaryOne: '1 field needs attention: {labels}',
  requiredMark: '(required)',
  optionalMark: '(optional)',
};
