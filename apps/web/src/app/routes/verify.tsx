import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageMeta } from '../../components/page-title';
import { society } from '../../content/site';
import { VerifyCertificate } from '../../features/certificates/components/verify-certificate';

/** /verify/{code}: the public check of a certificate (the QR code on it points here). */
export function Component() {
  const { code = '' } = useParams();
  usePageMeta('Verify a certificate', `Check a certificate issued by the ${society.name}.`);
  return (
    <Container size="sm" py="xl">
      <VerifyCertificate code={code} societyName={society.name} />
    </Container>
  );
}
