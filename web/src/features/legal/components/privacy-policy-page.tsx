/**
 * Privacy Policy (/privacy and /privacy-policy), effective June 13, 2025 (spec 01 §2). It
 * describes only what the app does today (issue 17 §6); update it as features land (posts,
 * feed and notifications, outfit events, performance monitoring, account deletion and export).
 */
import { LegalPage, LegalSection, PrivacyEmail } from './legal-page';

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          Seamline is a social fashion and wardrobe app: you keep your body measurements and your closet in one place, get
          size guidance, and connect with people who share your fit. Because that involves personal and body data, this policy
          explains plainly what we collect, why, who helps us process it, and the choices and rights you have.
        </p>
      }
    >
      <LegalSection title="1. Information we collect">
        <ul>
          <li>
            <strong>Account information:</strong> username, email address, first and last name, an optional bio and profile
            photo, and your password (stored only as a one-way hash, never in readable form).
          </li>
          <li>
            <strong>Measurements:</strong> values you type in or that a body scan estimates, such as height, weight, bust,
            waist, hips, inseam, shoulder width and arm length, with how they were obtained and how confident the estimate is.
          </li>
          <li>
            <strong>Body-scan photos:</strong> the front (and optional side) photo and stated height you submit for an AI body
            scan. They are sent with the scan request and analysed in memory; they are never stored unless you choose to
            keep a copy.
          </li>
          <li>
            <strong>Closet content:</strong> items you add or save, photos of your own clothes, product pages you import
            from a store link, sections, moodboards, products you like and the people you follow.
          </li>
          <li>
            <strong>Usage and device data:</strong> products you view, like and save (for 'Trending Now' and your
            recommendations), and the network address and browser of your requests, which we use to keep the service secure
            (for example to limit repeated sign-in attempts) and in our server logs.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="2. How we use your information">
        <ul>
          <li>To run your account, keep you signed in and send service emails such as email verification.</li>
          <li>To estimate measurements from a body scan and recommend sizes across brands.</li>
          <li>To suggest people with similar measurements, if you let others find you by fit.</li>
          <li>To protect Seamline and its users, for example by limiting repeated sign-in attempts.</li>
          <li>To keep the service reliable, from our server logs and error reports.</li>
        </ul>
        <p>We do not sell your personal information, and we do not use your body data for advertising.</p>
      </LegalSection>
      <LegalSection title="3. Your privacy choices">
        <p>Your privacy settings control how your body data is used and shown:</p>
        <ul>
          <li>
            <strong>Public display</strong> of your measurements is off by default; <strong>anonymized display</strong> lets
            others see fit information without your identity; showing measurements to friends is also off by default.
          </li>
          <li>
            <strong>Face blurring</strong> and <strong>body-only crop</strong> are on by default for any scan photo you retain.
          </li>
          <li>
            <strong>Photo uploads</strong> is off by default: a body-scan photo is then used only for that scan and never
            stored. Turn it on to keep a scan photo.
          </li>
          <li>
            <strong>Findable by fit</strong> decides whether people with a similar body see you among their matches (they see
            a score, never your numbers).
          </li>
          <li>
            You can delete closet items, sections, moodboards and saved products at any time. To delete your whole account
            or get a copy of your data, write to us (see section 6); in-app account deletion and export are coming.
          </li>
          <li>Every body scan asks for your consent to process the photo and to save the results, each time.</li>
        </ul>
        <p>We also strip location metadata (such as GPS data) from photos before storing them.</p>
      </LegalSection>
      <LegalSection title="4. Sharing with third parties">
        <ul>
          <li>
            <strong>Amazon Web Services (AWS)</strong> hosts Seamline and stores and processes data on our behalf as a
            processor, under contract and only on our instructions.
          </li>
          <li>
            <strong>AI vision:</strong> body-scan photos are analysed by an AI vision model to detect a person, locate faces
            for blurring, refuse explicit images and estimate body keypoints (Amazon Rekognition, part of AWS, for people and
            faces; open pose and image models that run on our own servers for the rest). The photo is not shared with anyone
            else.
          </li>
          <li>
            <strong>Retailers:</strong> product links may be affiliate links. When you follow one, the retailer learns that
            you came from Seamline; we do not share your measurements with retailers.
          </li>
          <li>
            <strong>Other users</strong> see what you make public, such as your username, name, bio, public moodboards and, if you choose, your closet and measurements.
          </li>
          <li>
            <strong>Authorities</strong> when the law requires it, or to protect the safety of our users.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="5. Cookies and local storage">
        <p>
          We use two essential, HttpOnly cookies: a session cookie that keeps you signed in (sessions expire after 30 days,
          and end at once when you sign out, change your password or sign out of other devices), and a device cookie that
          remembers for a year that this browser has signed in to your account before, so that other people's failed
          sign-in attempts never lock you out. Your browser's local storage remembers small preferences, such as a
          dismissed notice. We use no advertising or analytics cookies.
        </p>
      </LegalSection>
      <LegalSection title="6. Your rights under GDPR and CCPA">
        <p>
          If you are in the European Economic Area or the United Kingdom, you have the right to access, correct, delete and
          export your data, to restrict or object to processing, and to withdraw consent at any time. We process your data to
          provide the service you asked for, with your consent for body scans, and for our legitimate interest in keeping
          Seamline secure. You may also complain to your data protection authority.
        </p>
        <p>
          If you are a California resident, you have the right to know what personal information we collect and how we use
          it, to delete and correct it, and to opt out of its sale or sharing (we do not sell or share it for cross-context
          advertising). We will not treat you differently for exercising these rights.
        </p>
        <p>
          To exercise any right, write to <PrivacyEmail />. We answer within 30 days (45 days for California requests).
        </p>
      </LegalSection>
      <LegalSection title="7. Children">
        <p>
          Seamline is for people aged 13 and older. Children under 13 may not create an account. If we learn that a child
          under 13 has given us personal information, we delete it.
        </p>
      </LegalSection>
      <LegalSection title="8. Security and retention">
        <p>
          Data travels encrypted, passwords and session tokens are stored only as hashes, and access to data is limited to
          what each part of the service needs. We keep account data while your account exists and delete it when you delete
          your account, except where the law requires us to keep records.
        </p>
      </LegalSection>
      <LegalSection title="9. Changes and contact">
        <p>
          If we change this policy in a material way, we will tell you in the app before the change takes effect. Questions
          about privacy: <PrivacyEmail />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
