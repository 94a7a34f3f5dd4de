/** Terms of Service (/terms and /terms-of-service), effective June 13, 2025 (spec 01 §2). */
import { Link } from '@tanstack/react-router';
import { LegalPage, LegalSection, PrivacyEmail } from './legal-page';

export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms are the agreement between you and Seamline for using the Seamline app and website. By creating an
          account or using Seamline you accept them. Please also read our{' '}
          <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      }
    >
      <LegalSection title="1. Who can use Seamline">
        <p>
          You must be at least 13 years old. If you are under the age of majority where you live, you need the permission of
          a parent or guardian. You are responsible for your account: give accurate information, keep your password secret
          and tell us if you suspect someone else is using your account.
        </p>
      </LegalSection>
      <LegalSection title="2. Your content and the licence you give us">
        <p>
          You keep ownership of what you add to Seamline: photos, closet items, sections and moodboards. You give
          Seamline a worldwide, non-exclusive, royalty-free licence to host, store, copy, display and adapt that content (for
          example resizing images or blurring faces) only to operate, secure and improve the service and to show it to the
          people you choose. The licence ends when you delete the content or your account, except for copies kept for a
          limited time in backups or where others have already shared it.
        </p>
        <p>
          Only upload content you have the right to share. Do not upload photos of other people's bodies or faces without
          their consent.
        </p>
      </LegalSection>
      <LegalSection title="3. Acceptable use">
        <ul>
          <li>No harassment, hate, threats, or sexual or exploitative content.</li>
          <li>No impersonation, spam, fake accounts or automated access, scraping or data harvesting.</li>
          <li>No attempts to break, overload, probe or reverse-engineer the service.</li>
          <li>No illegal content or activity.</li>
        </ul>
      </LegalSection>
      <LegalSection title="4. Measurements, fit and AI features">
        <p>
          Measurements estimated from photos, size recommendations, fit scores and compatibility matches are estimates to help
          you choose. They are not guarantees and not medical or health advice. Always check the retailer's own size chart
          before you buy.
        </p>
      </LegalSection>
      <LegalSection title="5. Affiliate links and shopping">
        <p>
          Some product links are affiliate links: if you buy through them, Seamline may earn a commission at no extra cost to
          you. Purchases are made with the retailer, under the retailer's terms; the retailer, not Seamline, is responsible
          for products, prices, availability, delivery and returns.
        </p>
      </LegalSection>
      <LegalSection title="6. Termination">
        <p>
          You can stop using Seamline and delete your account at any time. We may suspend or close an account that breaks
          these terms or puts other users at risk, and we will tell you why unless the law or safety prevents it. Sections 2
          (for content already shared), 7 and 8 survive termination.
        </p>
      </LegalSection>
      <LegalSection title="7. Disclaimers">
        <p>
          Seamline is provided "as is" and "as available". To the extent the law allows, we make no warranties about
          availability, accuracy of estimates or recommendations, or fitness for a particular purpose, and we are not
          responsible for content posted by users or for third-party sites and retailers.
        </p>
      </LegalSection>
      <LegalSection title="8. Limitation of liability">
        <p>
          To the extent the law allows, Seamline is not liable for indirect or consequential losses, and our total liability
          for any claim about the service is limited to the amount you paid us in the twelve months before the claim (which is
          zero for a free account). Nothing in these terms limits rights you have as a consumer that cannot be waived.
        </p>
      </LegalSection>
      <LegalSection title="9. Changes and contact">
        <p>
          We may update these terms; if a change is material we will tell you in the app before it takes effect, and
          continuing to use Seamline after that means you accept the new terms. Questions: <PrivacyEmail />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
