import { Slider, type SliderProps } from './slider';

/** The help under every maximum-coefficient field. */
export const COEFFICIENT_HELP = '0 — только бесплатная приемка';

/** A coefficient as every form shows it: 0 is free acceptance, any other value the highest paid one. */
function coefficientValueText(value: number): string {
  return value === 0 ? 'Бесплатно' : `до ${value}`;
}

/** The maximum-coefficient slider of both forms (0 to 20, step 1), with the same wording everywhere. */
export function CoefficientSlider(props: Omit<SliderProps, 'formatValue' | 'step'>) {
  return <Slider {...props} step={1} formatValue={coefficientValueText} />;
}
