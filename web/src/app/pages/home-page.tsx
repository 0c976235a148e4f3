import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/auth-context';
import { PageShell } from '../page-shell';

const points = [
  {
    title: 'Metade pode ser da família por lei',
    text: 'Quem tem filhos, netos, pais ou cônjuge precisa reservar a eles metade dos bens (a “legítima”). A outra metade você distribui como quiser.',
  },
  {
    title: 'Assinado com testemunhas',
    text: 'O testamento particular é lido e assinado por você diante de três testemunhas. Também é possível levar a minuta a um cartório.',
  },
  {
    title: 'Vale mais do que bens',
    text: 'Dá para nomear um tutor para filhos menores, reconhecer um filho, deixar recados e desejos sobre o funeral.',
  },
];

/** The landing page: what Legado does, how a will works, and where to start. */
export function HomePage() {
  const { user } = useAuth();
  return (
    <PageShell>
      <section className="mb-8 rounded-2xl bg-brand-700 px-6 py-10 text-white">
        <h1 className="mb-3 text-3xl font-semibold">
          Seu testamento, com calma e em português simples
        </h1>
        <p className="mb-6 max-w-2xl text-lg text-brand-100">
          Um assistente faz as perguntas certas, explica cada passo e monta o documento pronto para
          você assinar com suas testemunhas.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg" className="bg-white text-brand-700 hover:bg-brand-50">
            <Link to={user ? '/continuar' : '/login'}>
              {user ? 'Continuar meu testamento' : 'Começar agora'}
            </Link>
          </Button>
        </div>
      </section>
      <section aria-labelledby="como-funciona">
        <h2 id="como-funciona" className="mb-4 text-xl font-semibold">
          Como funciona um testamento no Brasil
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {points.map((point) => (
            <li key={point.title} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="mb-2 font-semibold">{point.title}</h3>
              <p className="text-muted">{point.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6 text-sm text-muted">
          O Legado não presta consultoria jurídica. Em situações complexas, converse com um advogado
          ou com um tabelião.
        </p>
      </section>
    </PageShell>
  );
}
