import { useLangs } from '../../i18n/useT';
import { useAppData } from '../../app/AppDataContext';
import * as styles from './Demo.css';

/** No site switch turned on: the standalone demo page and the home page's demo. */
export const NO_SWITCHES: Readonly<Record<string, boolean>> = Object.freeze({});

/** A switch of the demo toolbar: a checkbox with the switch role, its label beside it. */
function DemoSwitch(props: {
  label: string;
  lang?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.switchLabel} lang={props.lang}>
      <input
        type="checkbox"
        role="switch"
        className={styles.switchInput}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {props.label}
    </label>
  );
}

/**
 * The demo's switches: the dark theme, which every site has, then the switches the site's
 * config lists (`demo.switches`), each shown in the interface language when translated.
 */
export function DemoSwitches(props: {
  dark: { label: string; checked: boolean; onChange: (checked: boolean) => void };
  switches: Readonly<Record<string, boolean>>;
  onSwitch: (name: string, on: boolean) => void;
}) {
  const { label } = useLangs();
  const configured = useAppData().site.demo?.switches ?? [];
  return (
    <div className={styles.switches}>
      <DemoSwitch {...props.dark} />
      {configured.map((entry) => {
        const shown = label(entry.label);
        return (
          <DemoSwitch
            key={entry.name}
            label={shown.text}
            lang={shown.lang}
            checked={props.switches[entry.name] === true}
            onChange={(on) => props.onSwitch(entry.name, on)}
          />
        );
      })}
    </div>
  );
}
