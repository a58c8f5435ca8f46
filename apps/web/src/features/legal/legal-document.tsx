import { koreanDate } from '../../shared/lib/format';
import { PageHeader } from '../../shared/ui/page';

export interface LegalSection {
  heading: string;
  body: string[];
}

/** A legal text; `updated` is its 시행일 (`yyyy-MM-dd`), for the consent texts their CONSENT_VERSIONS. */
export function LegalDocument({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: LegalSection[];
}) {
  return (
    <div className="container-page max-w-3xl py-10">
      <PageHeader title={title} description={`시행일 ${koreanDate(updated)}`} />
      <div className="flex flex-col gap-8">
        {sections.map((section) => (
          <section key={section.heading} className="flex flex-col gap-2">
            <h2 className="text-lg font-bold">{section.heading}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="text-ink-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
