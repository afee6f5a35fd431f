import { common } from './common';
import { cookies } from './cookies';
import { errors } from './errors';
import { shell } from './shell';
import { ui } from './ui';

export const catalog = {
  common,
  shell,
  ui,
  errors,
  cookies,
};
