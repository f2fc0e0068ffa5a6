// The console's own login page. Without a session every console route lands here, and the page says
// why ('Please log in to access the admin panel.'). A user who signs in without admin rights is signed
// out again at once and told 'You are not authorized to access this page.', with the way back to the site.
import { HumanCheck } from '@app/shared/human-check';
import { accessMessages, adminMessages, publicMessages } from '@app/shared/messages';
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useLogin } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../common/notices.tsx';
import { brand, humanCheck } from '../config.ts';
import { AccessDeniedError, DENIED_PARAM } from '../providers/authProvider.ts';

export const LoginPage = () => {
  const login = useLogin();
  const [params] = useSearchParams();
  const [denied, setDenied] = useState(params.has(DENIED_PARAM));
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // GoTrue's captcha setting guards password sign-in: the widget comes when the form gets focus.
  const [checkProblem, setCheckProblem] = useState<string | null>(null);
  const checkBox = useRef<HTMLFieldSetElement>(null);
  const check = useRef<HumanCheck | null>(null);
  check.current ??= new HumanCheck({ ...humanCheck, action: 'login', onProblem: setCheckProblem });
  const human = check.current;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setFailure(null);
    setDenied(false);
    try {
      const captchaToken = await human.takeToken(checkBox.current);
      await login({
        email: String(form.get('email') ?? '').trim(),
        password: String(form.get('password') ?? ''),
        ...(captchaToken ? { options: { captchaToken } } : {}),
      });
    } catch (error) {
      if (error instanceof AccessDeniedError) setDenied(true);
      else setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  const backToSite = (
    <Link href={brand.siteUrl} underline="always">
      {adminMessages.backToSite}
    </Link>
  );

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: 3 }}>
            <Avatar sx={{ bgcolor: 'primary.main' }}>
              <LockIcon />
            </Avatar>
            <Typography variant="h5" component="h1">
              {brand.productName} Admin
            </Typography>
            <Typography color="text.secondary" textAlign="center">
              {accessMessages.loginRequired}
            </Typography>
          </Box>
          {denied && (
            <Alert severity="error" sx={{ mb: 2 }}>
              <AlertTitle>{accessMessages.notAuthorized}</AlertTitle>
              You have been signed out of the admin panel. {backToSite}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              <AlertTitle>{publicMessages.loginFailed.title}</AlertTitle>
              {failure}
            </Alert>
          )}
          <Box
            component="form"
            onSubmit={onSubmit}
            onFocus={() => human.start(checkBox.current)}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <TextField label="Email" name="email" type="email" autoComplete="username" required autoFocus />
            <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
            {human.enabled && (
              <Box
                component="fieldset"
                ref={checkBox}
                aria-label="Check that you are human"
                sx={{ border: 0, m: 0, p: 0 }}
              />
            )}
            {checkProblem && <Alert severity="warning">{checkProblem}</Alert>}
            <Button type="submit" variant="contained" size="large" disabled={pending}>
              {pending ? publicMessages.pending.loggingIn : 'Sign in'}
            </Button>
          </Box>
          {!denied && (
            <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
              {backToSite}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
