import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { GRADING_EXPECTATIONS, type GradingExpectation } from '@crucible/shared';
import { fieldError, type FormErrors } from '../../../lib/form-errors';
import { EXPECTATION_CHOICES } from '../grading-example-format';

export type VerdictValues = { expected: GradingExpectation | ''; reason: string };

/**
 * The verdict of a grading example — should the reply pass or fail, and why — as two fields of
 * a form; `onChange` gets the field that changed.
 */
export function GradingVerdictFields({
  values,
  errors,
  onChange,
}: {
  values: VerdictValues;
  errors: FormErrors;
  onChange: (field: keyof VerdictValues, value: string) => void;
}) {
  return (
    <>
      <FormControl error={Boolean(fieldError(errors, 'expected'))} sx={{ mb: 2 }}>
        <FormLabel id="grading-verdict">Verdict</FormLabel>
        <RadioGroup
          aria-labelledby="grading-verdict"
          value={values.expected}
          onChange={(event) => onChange('expected', event.target.value)}
        >
          {GRADING_EXPECTATIONS.map((expected) => (
            <FormControlLabel
              key={expected}
              value={expected}
              control={<Radio />}
              label={EXPECTATION_CHOICES[expected]}
            />
          ))}
        </RadioGroup>
        <FormHelperText>{fieldError(errors, 'expected')}</FormHelperText>
      </FormControl>
      <TextField
        label="Reason"
        multiline
        minRows={2}
        value={values.reason}
        onChange={(event) => onChange('reason', event.target.value)}
        error={Boolean(fieldError(errors, 'reason'))}
        helperText={
          fieldError(errors, 'reason') ?? 'Why, for the judge and for whoever reads this later'
        }
        fullWidth
      />
    </>
  );
}
