// @vitest-environment jsdom
// rjsf's theme conformance suite: every widget and template of rjsf's own themes, rendered in ours.
import type { ComponentType } from 'react';
import type { FormProps } from '@rjsf/core';
import { arrayTests, formTests, objectTests } from '@rjsf/snapshot-tests';
import { ThemedForm } from '../../src/theme';

// The suite is written against rjsf's default generic parameters.
const Form = ThemedForm as unknown as ComponentType<FormProps>;

formTests(Form);
arrayTests(Form);
objectTests(Form);
