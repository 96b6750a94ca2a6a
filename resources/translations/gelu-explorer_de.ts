<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Animation</name>
    <message>
        <source>&apos;%1&apos; is not an animation file (use .mp4, .webm, .gif, .webp or .apng)</source>
        <translation>&apos;%1&apos; ist keine Animationsdatei (.mp4, .webm, .gif, .webp oder .apng verwenden)</translation>
    </message>
    <message>
        <source>%1 has no transparency (use .webp or .apng, or another background)</source>
        <translation>%1 unterstützt keine Transparenz (.webp oder .apng oder einen anderen Hintergrund verwenden)</translation>
    </message>
    <message>
        <source>out of memory for a frame</source>
        <translation>nicht genug Speicher für ein Einzelbild</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>an animation of training shows the training panel (--panel training)</source>
        <translation>eine Animation des Trainings zeigt das Trainings-Panel (--panel training)</translation>
    </message>
</context>
<context>
    <name>CurveIds</name>
    <message>
        <source>GELU family</source>
        <translation>GELU-Familie</translation>
    </message>
    <message>
        <source>Smooth</source>
        <translation>Glatt</translation>
    </message>
    <message>
        <source>Rectifiers</source>
        <translation>ReLU-Varianten</translation>
    </message>
    <message>
        <source>Piecewise</source>
        <translation>Stückweise</translation>
    </message>
    <message>
        <source>Your formulas</source>
        <translation>Eigene Formeln</translation>
    </message>
    <message>
        <source>The paper&apos;s Figure 1</source>
        <translation>Abbildung 1 des Papers</translation>
    </message>
    <message>
        <source>GELU and its approximations</source>
        <translation>GELU und Näherungen</translation>
    </message>
    <message>
        <source>Transformer activations</source>
        <translation>Transformer-Aktivierungen</translation>
    </message>
    <message>
        <source>All smooth</source>
        <translation>Alle glatten</translation>
    </message>
    <message>
        <source>unknown curve &apos;%1&apos; (known: %2)</source>
        <translation>unbekannte Kurve &apos;%1&apos; (bekannt: %2)</translation>
    </message>
</context>
<context>
    <name>Curves</name>
    <message>
        <source>slope</source>
        <translation>Steigung</translation>
    </message>
    <message>
        <source>Φ (normal cdf)</source>
        <translation>Φ (Verteilungsfunktion)</translation>
    </message>
    <message>
        <source>φ (normal pdf)</source>
        <translation>φ (Dichte)</translation>
    </message>
    <message>
        <source>GELU (tanh approx.)</source>
        <translation>GELU (tanh-Näherung)</translation>
    </message>
    <message>
        <source>GELU′ (tanh approx.)</source>
        <translation>GELU′ (tanh-Näherung)</translation>
    </message>
    <message>
        <source>GELU (sigmoid approx.)</source>
        <translation>GELU (Sigmoid-Näherung)</translation>
    </message>
    <message>
        <source>GELU′ (sigmoid approx.)</source>
        <translation>GELU′ (Sigmoid-Näherung)</translation>
    </message>
    <message>
        <source>Leaky ReLU</source>
        <translation>Leaky ReLU</translation>
    </message>
    <message>
        <source>Leaky ReLU′</source>
        <translation>Leaky ReLU′</translation>
    </message>
    <message>
        <source>Squared ReLU</source>
        <translation>Squared ReLU</translation>
    </message>
    <message>
        <source>Squared ReLU′</source>
        <translation>Squared ReLU′</translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else 0</source>
        <translation>1 für x &amp;gt; 0, sonst 0</translation>
    </message>
    <message>
        <source>x if x &amp;gt; 0, else α(e&lt;sup&gt;x&lt;/sup&gt; − 1)</source>
        <translation>x für x &amp;gt; 0, sonst α(e&lt;sup&gt;x&lt;/sup&gt; − 1)</translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else αe&lt;sup&gt;x&lt;/sup&gt;</source>
        <translation>1 für x &amp;gt; 0, sonst αe&lt;sup&gt;x&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>x if x &amp;gt; 0, else slope·x</source>
        <translation>x für x &amp;gt; 0, sonst Steigung·x</translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else slope</source>
        <translation>1 für x &amp;gt; 0, sonst Steigung</translation>
    </message>
    <message>
        <source>1 if 0 &amp;lt; x &amp;lt; 6, else 0</source>
        <translation>1 für 0 &amp;lt; x &amp;lt; 6, sonst 0</translation>
    </message>
    <message>
        <source>λx if x &amp;gt; 0, else λα(e&lt;sup&gt;x&lt;/sup&gt; − 1)</source>
        <translation>λx für x &amp;gt; 0, sonst λα(e&lt;sup&gt;x&lt;/sup&gt; − 1)</translation>
    </message>
    <message>
        <source>λ if x &amp;gt; 0, else λαe&lt;sup&gt;x&lt;/sup&gt;</source>
        <translation>λ für x &amp;gt; 0, sonst λαe&lt;sup&gt;x&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>x if x &amp;gt; 0, else α(e&lt;sup&gt;x/α&lt;/sup&gt; − 1)</source>
        <translation>x für x &amp;gt; 0, sonst α(e&lt;sup&gt;x/α&lt;/sup&gt; − 1)</translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else e&lt;sup&gt;x/α&lt;/sup&gt;</source>
        <translation>1 für x &amp;gt; 0, sonst e&lt;sup&gt;x/α&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>1 if −1 &amp;lt; x &amp;lt; 1, else 0</source>
        <translation>1 für −1 &amp;lt; x &amp;lt; 1, sonst 0</translation>
    </message>
    <message>
        <source>1/6 if −3 &amp;lt; x &amp;lt; 3, else 0</source>
        <translation>1/6 für −3 &amp;lt; x &amp;lt; 3, sonst 0</translation>
    </message>
    <message>
        <source>x/3 + ½ on [−3, 3], 0 below, 1 above</source>
        <translation>x/3 + ½ auf [−3, 3], 0 darunter, 1 darüber</translation>
    </message>
    <message>
        <source>x − λ·sign(x) if |x| &amp;gt; λ, else 0</source>
        <translation>x − λ·sign(x) für |x| &amp;gt; λ, sonst 0</translation>
    </message>
    <message>
        <source>1 if |x| &amp;gt; λ, else 0</source>
        <translation>1 für |x| &amp;gt; λ, sonst 0</translation>
    </message>
    <message>
        <source>x if |x| &amp;gt; λ, else 0</source>
        <translation>x für |x| &amp;gt; λ, sonst 0</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else } 0</source>
        <translation>1 \text{ für } x &gt; 0 \text{, sonst } 0</translation>
    </message>
    <message>
        <source>x \text{ if } x &gt; 0 \text{, else } \alpha(e^{x} - 1)</source>
        <translation>x \text{ für } x &gt; 0 \text{, sonst } \alpha(e^{x} - 1)</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else } \alpha e^{x}</source>
        <translation>1 \text{ für } x &gt; 0 \text{, sonst } \alpha e^{x}</translation>
    </message>
    <message>
        <source>x \text{ if } x &gt; 0 \text{, else slope} \cdot x</source>
        <translation>x \text{ für } x &gt; 0 \text{, sonst Steigung} \cdot x</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else slope}</source>
        <translation>1 \text{ für } x &gt; 0 \text{, sonst Steigung}</translation>
    </message>
    <message>
        <source>1 \text{ if } 0 &lt; x &lt; 6 \text{, else } 0</source>
        <translation>1 \text{ für } 0 &lt; x &lt; 6 \text{, sonst } 0</translation>
    </message>
    <message>
        <source>\lambda x \text{ if } x &gt; 0 \text{, else } \lambda\alpha(e^{x} - 1)</source>
        <translation>\lambda x \text{ für } x &gt; 0 \text{, sonst } \lambda\alpha(e^{x} - 1)</translation>
    </message>
    <message>
        <source>\lambda \text{ if } x &gt; 0 \text{, else } \lambda\alpha e^{x}</source>
        <translation>\lambda \text{ für } x &gt; 0 \text{, sonst } \lambda\alpha e^{x}</translation>
    </message>
    <message>
        <source>x \text{ if } x &gt; 0 \text{, else } \alpha(e^{x/\alpha} - 1)</source>
        <translation>x \text{ für } x &gt; 0 \text{, sonst } \alpha(e^{x/\alpha} - 1)</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else } e^{x/\alpha}</source>
        <translation>1 \text{ für } x &gt; 0 \text{, sonst } e^{x/\alpha}</translation>
    </message>
    <message>
        <source>1 \text{ if } -1 &lt; x &lt; 1 \text{, else } 0</source>
        <translation>1 \text{ für } -1 &lt; x &lt; 1 \text{, sonst } 0</translation>
    </message>
    <message>
        <source>\tfrac{1}{6} \text{ if } -3 &lt; x &lt; 3 \text{, else } 0</source>
        <translation>\tfrac{1}{6} \text{ für } -3 &lt; x &lt; 3 \text{, sonst } 0</translation>
    </message>
    <message>
        <source>x/3 + \tfrac{1}{2} \text{ on } [-3, 3] \text{, 0 below, 1 above}</source>
        <translation>x/3 + \tfrac{1}{2} \text{ auf } [-3, 3] \text{, 0 darunter, 1 darüber}</translation>
    </message>
    <message>
        <source>x - \lambda\operatorname{sign}(x) \text{ if } |x| &gt; \lambda \text{, else } 0</source>
        <translation>x - \lambda\operatorname{sign}(x) \text{ für } |x| &gt; \lambda \text{, sonst } 0</translation>
    </message>
    <message>
        <source>1 \text{ if } |x| &gt; \lambda \text{, else } 0</source>
        <translation>1 \text{ für } |x| &gt; \lambda \text{, sonst } 0</translation>
    </message>
    <message>
        <source>x \text{ if } |x| &gt; \lambda \text{, else } 0</source>
        <translation>x \text{ für } |x| &gt; \lambda \text{, sonst } 0</translation>
    </message>
    <message>
        <source>otherwise</source>
        <translation>sonst</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Figure 1</source>
        <translation>Abbildung 1</translation>
    </message>
    <message>
        <source>Tail precision</source>
        <translation>Genauigkeit im Randbereich</translation>
    </message>
    <message>
        <source>The coin</source>
        <translation>Die Münze</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>%1 must be positive, got %2</source>
        <translation>%1 muss positiv sein, erhalten: %2</translation>
    </message>
    <message>
        <source>%1 must be at least %2, got %3</source>
        <translation>%1 muss mindestens %2 sein, erhalten: %3</translation>
    </message>
    <message>
        <source>%1 must be at most %2, got %3</source>
        <translation>%1 darf höchstens %2 sein, erhalten: %3</translation>
    </message>
    <message>
        <source>scale must be between %1 and %2, got %3</source>
        <translation>Skalierung muss zwischen %1 und %2 liegen, erhalten: %3</translation>
    </message>
    <message>
        <source>font scale must be between %1 and %2, got %3</source>
        <translation>Textgröße muss zwischen %1 und %2 liegen, erhalten: %3</translation>
    </message>
    <message>
        <source>%1 × %2 pixels is too large (at most %3 per side and %4 megapixels)</source>
        <translation>%1 × %2 Pixel ist zu groß (höchstens %3 pro Seite und %4 Megapixel)</translation>
    </message>
    <message>
        <source>a transparent background needs PNG or SVG, not %1</source>
        <translation>ein transparenter Hintergrund erfordert PNG oder SVG, nicht %1</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown image format &apos;%2&apos; (use .png, .jpg, .svg or .pdf)</source>
        <translation>&apos;%1&apos;: unbekanntes Bildformat &apos;%2&apos; (.png, .jpg, .svg oder .pdf verwenden)</translation>
    </message>
    <message>
        <source>there is no visible panel to export</source>
        <translation>es gibt kein sichtbares Panel zum Exportieren</translation>
    </message>
    <message>
        <source>cannot render &apos;%1&apos; (out of memory?)</source>
        <translation>&apos;%1&apos; kann nicht gerendert werden (zu wenig Speicher?)</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small: use %3 or text size %4</source>
        <translation>bei %1 mit Textgröße %2 würde Text überlappen, abgeschnitten werden, die Daten verdecken oder zu klein sein: %3 oder Textgröße %4 verwenden</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small: use %3</source>
        <translation>bei %1 mit Textgröße %2 würde Text überlappen, abgeschnitten werden, die Daten verdecken oder zu klein sein: %3 verwenden</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small: use text size %3</source>
        <translation>bei %1 mit Textgröße %2 würde Text überlappen, abgeschnitten werden, die Daten verdecken oder zu klein sein: Textgröße %3 verwenden</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small</source>
        <translation>bei %1 mit Textgröße %2 würde Text überlappen, abgeschnitten werden, die Daten verdecken oder zu klein sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown format &apos;%2&apos; for a formula (use .png, .svg or .pdf)</source>
        <translation>„%1“: unbekanntes Format „%2“ für eine Formel (.png, .svg oder .pdf verwenden)</translation>
    </message>
    <message>
        <source>no math font is installed (install fonts-lmodern)</source>
        <translation>keine Mathematikschrift installiert (fonts-lmodern installieren)</translation>
    </message>
    <message>
        <source>out of memory drawing the formula</source>
        <translation>nicht genug Speicher, um die Formel zu zeichnen</translation>
    </message>
    <message>
        <source>the title is longer than %1 characters</source>
        <translation>der Titel ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>the title: %1 at column %2</source>
        <translation>der Titel: %1 in Spalte %2</translation>
    </message>
    <message>
        <source>the title: an invisible or undecodable character (U+%1) at column %2</source>
        <translation>der Titel: ein unsichtbares oder nicht lesbares Zeichen (U+%1) in Spalte %2</translation>
    </message>
    <message>
        <source>the heading is longer than %1 characters</source>
        <translation>die Überschrift ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>the heading: an invisible or undecodable character (U+%1) at column %2</source>
        <translation>die Überschrift: ein unsichtbares oder nicht lesbares Zeichen (U+%1) in Spalte %2</translation>
    </message>
    <message>
        <source>the heading: %1 at column %2</source>
        <translation>die Überschrift: %1 in Spalte %2</translation>
    </message>
</context>
<context>
    <name>Formulas</name>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>expression</source>
        <translation>Ausdruck</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>style</source>
        <translation>Stil</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is defined twice</source>
        <translation>&apos;%1&apos; ist doppelt definiert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; clashes with &apos;%2&apos; and its derivative</source>
        <translation>&apos;%1&apos; kollidiert mit &apos;%2&apos; und dessen Ableitung</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not #rrggbb</source>
        <translation>&apos;%1&apos; ist kein #rrggbb</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>&apos;%1&apos; ist keiner der Werte %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a parameter of the formula (its parameters: %2)</source>
        <translation>„%1“ ist kein Parameter der Formel (ihre Parameter: %2)</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Handout</source>
        <translation>Handout</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3</source>
        <translation>%1 · Schritt %2 von %3</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>a handout is a PDF: &apos;%1&apos; names another format</source>
        <translation>ein Handout ist ein PDF: &apos;%1&apos; nennt ein anderes Format</translation>
    </message>
    <message>
        <source>the handout could not be drawn</source>
        <translation>das Handout konnte nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>Right answer: %1</source>
        <translation>Richtige Antwort: %1</translation>
    </message>
    <message>
        <source>Right answer: x = %1 on %2 (within ±%3)</source>
        <translation>Richtige Antwort: x = %1 auf %2 (innerhalb ±%3)</translation>
    </message>
    <message>
        <source>Right answer: %1 (within ±%2)</source>
        <translation>Richtige Antwort: %1 (innerhalb ±%2)</translation>
    </message>
    <message>
        <source>Question for the room</source>
        <translation>Frage an den Saal</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>GELU Explorer will speak %1 when it starts again.</source>
        <translation>GELU Explorer spricht nach dem nächsten Start %1.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Jetzt neu starten</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Systemstandard</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>GELU Explorer</source>
        <translation>GELU Explorer</translation>
    </message>
    <message>
        <source>Do you want to save them?</source>
        <translation>Möchten Sie sie speichern?</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Normal pdf</source>
        <translation>Normaldichte</translation>
    </message>
    <message>
        <source>Normal CDF</source>
        <translation>Verteilungsfunktion</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte-Carlo</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Derivatives</source>
        <translation>Ableitungen</translation>
    </message>
    <message>
        <source>Approximation errors</source>
        <translation>Näherungsfehler</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>Neuron</source>
        <translation>Neuron</translation>
    </message>
    <message>
        <source>Signal propagation</source>
        <translation>Signalausbreitung</translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation>Zahlenformate</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>In lecture mode (F5)</source>
        <translation>Im Vorlesungsmodus (F5)</translation>
    </message>
    <message>
        <source>GELU Explorer manual</source>
        <translation>Handbuch zu GELU Explorer</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>a word in the manual, Enter for the next</source>
        <translation>ein Wort im Handbuch, Enter für das nächste</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>SceneFile</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2</source>
        <translation>Feld &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>muss eine Zahl sein, ist aber %1</translation>
    </message>
    <message>
        <source>%1 is out of range %2..%3</source>
        <translation>%1 liegt außerhalb von %2..%3</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>muss true oder false sein, ist aber %1</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>muss eine Zeichenkette sein, ist aber %1</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>&apos;%1&apos; ist keiner der Werte %2</translation>
    </message>
    <message>
        <source>must be an object, not %1</source>
        <translation>muss ein Objekt sein, ist aber %1</translation>
    </message>
    <message>
        <source>must be an array of ids, not %1</source>
        <translation>muss ein Array von IDs sein, ist aber %1</translation>
    </message>
    <message>
        <source>unknown id &apos;%1&apos; (known: %2)</source>
        <translation>unbekannte ID &apos;%1&apos; (bekannt: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation>&apos;%1&apos; ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>must be an array of two numbers [min, max]</source>
        <translation>muss ein Array aus zwei Zahlen [min, max] sein</translation>
    </message>
    <message>
        <source>must lie within -%1..%1</source>
        <translation>muss innerhalb von -%1..%1 liegen</translation>
    </message>
    <message>
        <source>max must exceed min by at least %1</source>
        <translation>max muss min um mindestens %1 übersteigen</translation>
    </message>
    <message>
        <source>must be an array of objects, not %1</source>
        <translation>muss ein Array von Objekten sein, ist aber %1</translation>
    </message>
    <message>
        <source>more than %1 formulas</source>
        <translation>mehr als %1 Formeln</translation>
    </message>
    <message>
        <source>needs an id and an expression</source>
        <translation>braucht eine ID und einen Ausdruck</translation>
    </message>
    <message>
        <source>missing (expected &quot;%1&quot;)</source>
        <translation>fehlt (erwartet: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation>muss &quot;%1&quot; sein</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>%1 is not supported (this program reads version %2)</source>
        <translation>Version %1 wird nicht unterstützt (dieses Programm liest Version %2)</translation>
    </message>
    <message>
        <source>must be base64</source>
        <translation>muss Base64 sein</translation>
    </message>
    <message>
        <source>the file is larger than %1 KiB</source>
        <translation>die Datei ist größer als %1 KiB</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>kein gültiges JSON in Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation>die oberste Ebene muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>%1: no such example</source>
        <translation>%1: Beispiel nicht vorhanden</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: appears twice</source>
        <translation>Feld &apos;%1&apos;: kommt doppelt vor</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2 is not exactly representable as a number; write it as a string of digits</source>
        <translation>Feld &apos;%1&apos;: %2 ist als Zahl nicht exakt darstellbar; als Zeichenkette aus Ziffern angeben</translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation>muss eine ganze Zahl sein, erhalten: %1</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>muss mindestens %1 sein</translation>
    </message>
    <message>
        <source>must be an array of 1 to %1 unit counts</source>
        <translation>muss ein Array von 1 bis %1 Einheitenzahlen sein</translation>
    </message>
    <message>
        <source>must be a whole number 1..%1</source>
        <translation>muss eine ganze Zahl 1..%1 sein</translation>
    </message>
    <message>
        <source>must list 1 to %1 activations</source>
        <translation>muss 1 bis %1 Aktivierungen nennen</translation>
    </message>
    <message>
        <source>is past the run&apos;s %1 epochs</source>
        <translation>liegt hinter den %1 Epochen des Laufs</translation>
    </message>
    <message>
        <source>must be a string or an object of languages, not %1</source>
        <translation>muss ein String oder ein Objekt von Sprachen sein, nicht %1</translation>
    </message>
    <message>
        <source>names no language</source>
        <translation>nennt keine Sprache</translation>
    </message>
    <message>
        <source>is not a language code like &quot;en&quot;, &quot;de&quot; or &quot;zh_CN&quot;</source>
        <translation>ist kein Sprachcode wie &quot;en&quot;, &quot;de&quot; oder &quot;zh_CN&quot;</translation>
    </message>
    <message>
        <source>must be an array, not %1</source>
        <translation>muss ein Array sein, nicht %1</translation>
    </message>
    <message>
        <source>is not a scene change (a step&apos;s panels are its &quot;panels&quot;)</source>
        <translation>ist keine Szenenänderung (die Panels eines Schritts stehen in &quot;panels&quot;)</translation>
    </message>
    <message>
        <source>missing (1 to 4 panel ids)</source>
        <translation>fehlt (1 bis 4 Panel-IDs)</translation>
    </message>
    <message>
        <source>must list 1 to 4 panels, not %1</source>
        <translation>muss 1 bis 4 Panels nennen, nicht %1</translation>
    </message>
    <message>
        <source>unknown panel &apos;%1&apos; (known: %2)</source>
        <translation>unbekanntes Panel &apos;%1&apos; (bekannt: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of none, simulation, sweep, training</source>
        <translation>&apos;%1&apos; ist keiner von none, simulation, sweep, training</translation>
    </message>
    <message>
        <source>needs both &quot;from&quot; and &quot;to&quot;, or neither</source>
        <translation>braucht &quot;from&quot; und &quot;to&quot; oder keins von beiden</translation>
    </message>
    <message>
        <source>must be at least 0.1 from &quot;from&quot;</source>
        <translation>muss mindestens 0,1 von &quot;from&quot; entfernt sein</translation>
    </message>
    <message>
        <source>more than %1 fragments</source>
        <translation>mehr als %1 Fragmente</translation>
    </message>
    <message>
        <source>must hold 1 to %1 steps, not %2</source>
        <translation>muss 1 bis %1 Schritte enthalten, nicht %2</translation>
    </message>
    <message>
        <source>%1: no such deck</source>
        <translation>%1: keine solche Präsentation</translation>
    </message>
    <message>
        <source>every step is hidden</source>
        <translation>jeder Schritt ist verborgen</translation>
    </message>
    <message>
        <source>the number %1 is beyond the range of numbers</source>
        <translation>die Zahl %1 liegt außerhalb des Zahlenbereichs</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number 0..18446744073709551615 (digits only)</source>
        <translation>&apos;%1&apos; ist keine ganze Zahl 0..18446744073709551615 (nur Ziffern)</translation>
    </message>
    <message>
        <source>%1: %2 at column %3</source>
        <translation>%1: %2 in Spalte %3</translation>
    </message>
    <message>
        <source>%1 epochs of this training would take more than an hour: at most %2 fit (or fewer points, units or activations, or a larger batch)</source>
        <translation>%1 Epochen dieses Trainings würden länger als eine Stunde dauern: höchstens %2 passen (oder weniger Punkte, Einheiten oder Aktivierungen oder ein größerer Batch)</translation>
    </message>
    <message>
        <source>holds at most %1 views</source>
        <translation>enthält höchstens %1 Ansichten</translation>
    </message>
    <message>
        <source>must be a name of 1 to %1 characters that is not a built-in view&apos;s id</source>
        <translation>muss ein Name aus 1 bis %1 Zeichen sein, der nicht die ID einer eingebauten Ansicht ist</translation>
    </message>
    <message>
        <source>this figure carries no scene (it was not made by GELU Explorer, or was edited since)</source>
        <translation>diese Abbildung trägt keine Szene (sie stammt nicht aus GELU Explorer oder wurde seitdem bearbeitet)</translation>
    </message>
    <message>
        <source>this web page carries no scene (it was not exported by GELU Explorer, or was edited since)</source>
        <translation>diese Webseite trägt keine Szene (sie wurde nicht von GELU Explorer exportiert oder seitdem bearbeitet)</translation>
    </message>
    <message>
        <source>this web page carries no deck (it was not exported by GELU Explorer, or was edited since)</source>
        <translation>diese Webseite trägt keine Präsentation (sie wurde nicht von GELU Explorer exportiert oder seitdem bearbeitet)</translation>
    </message>
    <message>
        <source>its deck is larger than %1 MiB</source>
        <translation>ihre Präsentation ist größer als %1 MiB</translation>
    </message>
    <message>
        <source>larger than %1 MiB</source>
        <translation>größer als %1 MiB</translation>
    </message>
    <message>
        <source>must list 2 to %1 choices, not %2</source>
        <translation>muss 2 bis %1 Auswahlmöglichkeiten nennen, nicht %2</translation>
    </message>
    <message>
        <source>a JPEG figure carries no scene (PNG, SVG and PDF figures made by GELU Explorer do)</source>
        <translation>eine JPEG-Abbildung trägt keine Szene (PNG-, SVG- und PDF-Abbildungen aus GELU Explorer tun es)</translation>
    </message>
    <message>
        <source>%1: %2 at line %3, column %4</source>
        <translation>%1: %2 in Zeile %3, Spalte %4</translation>
    </message>
    <message>
        <source>%1 is out of range for every field</source>
        <translation>%1 liegt außerhalb des Bereichs jedes Feldes</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>equals</source>
        <translation>ist gleich</translation>
    </message>
    <message>
        <source>is approximately</source>
        <translation>ist ungefähr</translation>
    </message>
    <message>
        <source>is distributed as</source>
        <translation>ist verteilt wie</translation>
    </message>
    <message>
        <source>is less than or equal to</source>
        <translation>ist kleiner oder gleich</translation>
    </message>
    <message>
        <source>is greater than or equal to</source>
        <translation>ist größer oder gleich</translation>
    </message>
    <message>
        <source>is less than</source>
        <translation>ist kleiner als</translation>
    </message>
    <message>
        <source>is greater than</source>
        <translation>ist größer als</translation>
    </message>
    <message>
        <source>is not equal to</source>
        <translation>ist ungleich</translation>
    </message>
    <message>
        <source>is identical to</source>
        <translation>ist identisch mit</translation>
    </message>
    <message>
        <source>is proportional to</source>
        <translation>ist proportional zu</translation>
    </message>
    <message>
        <source>tends to</source>
        <translation>strebt gegen</translation>
    </message>
    <message>
        <source>is in</source>
        <translation>ist Element von</translation>
    </message>
    <message>
        <source>plus</source>
        <translation>plus</translation>
    </message>
    <message>
        <source>minus</source>
        <translation>minus</translation>
    </message>
    <message>
        <source>plus or minus</source>
        <translation>plus oder minus</translation>
    </message>
    <message>
        <source>times</source>
        <translation>mal</translation>
    </message>
    <message>
        <source>over</source>
        <translation>durch</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>unendlich</translation>
    </message>
    <message>
        <source>partial</source>
        <translation>partiell</translation>
    </message>
    <message>
        <source>nabla</source>
        <translation>Nabla</translation>
    </message>
    <message>
        <source>prime</source>
        <translation>Strich</translation>
    </message>
    <message>
        <source>double prime</source>
        <translation>zwei Strich</translation>
    </message>
    <message>
        <source>triple prime</source>
        <translation>drei Strich</translation>
    </message>
    <message>
        <source>the sum</source>
        <translation>die Summe</translation>
    </message>
    <message>
        <source>the product</source>
        <translation>das Produkt</translation>
    </message>
    <message>
        <source>the integral</source>
        <translation>das Integral</translation>
    </message>
    <message>
        <source>transposed</source>
        <translation>transponiert</translation>
    </message>
    <message>
        <source>bar</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>dot dot dot</source>
        <translation>Punkt Punkt Punkt</translation>
    </message>
    <message>
        <source>factorial</source>
        <translation>Fakultät</translation>
    </message>
    <message>
        <source>of</source>
        <translation>von</translation>
    </message>
    <message>
        <source>sub %1</source>
        <translation>Index %1</translation>
    </message>
    <message>
        <source>squared</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>cubed</source>
        <translation>hoch drei</translation>
    </message>
    <message>
        <source>to the power %1</source>
        <translation>hoch %1</translation>
    </message>
    <message>
        <source>to the power %1, end power</source>
        <translation>hoch %1, Ende Exponent</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 durch %2</translation>
    </message>
    <message>
        <source>the fraction %1 over %2, end fraction</source>
        <translation>der Bruch %1 durch %2, Ende Bruch</translation>
    </message>
    <message>
        <source>the root of index %1 of %2, end root</source>
        <translation>die %1-te Wurzel aus %2, Ende Wurzel</translation>
    </message>
    <message>
        <source>the square root of %1</source>
        <translation>die Wurzel aus %1</translation>
    </message>
    <message>
        <source>the square root of %1, end root</source>
        <translation>die Wurzel aus %1, Ende Wurzel</translation>
    </message>
    <message>
        <source>%1 bar</source>
        <translation>%1 quer</translation>
    </message>
    <message>
        <source>%1 hat</source>
        <translation>%1 Dach</translation>
    </message>
    <message>
        <source>%1 tilde</source>
        <translation>%1 Tilde</translation>
    </message>
    <message>
        <source>%1 dot</source>
        <translation>%1 Punkt</translation>
    </message>
    <message>
        <source>%1 when %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>cases: %1</source>
        <translation>Fälle: %1</translation>
    </message>
</context>
<context>
    <name>StepVideos</name>
    <message>
        <source>&apos;%1&apos; is not a folder</source>
        <translation>&apos;%1&apos; ist kein Ordner</translation>
    </message>
    <message>
        <source>cannot make the folder &apos;%1&apos;: %2</source>
        <translation>der Ordner &apos;%1&apos; kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; does not exist</source>
        <translation>der Ordner &apos;%1&apos; existiert nicht</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>Typeset</name>
    <message>
        <source>the formula is longer than %1 characters</source>
        <translation>die Formel ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>%1 at column %2</source>
        <translation>%1 in Spalte %2</translation>
    </message>
    <message>
        <source>\%1 needs {…}</source>
        <translation>\%1 braucht {…}</translation>
    </message>
    <message>
        <source>missing } for the { of \%1</source>
        <translation>fehlende } zur { von \%1</translation>
    </message>
    <message>
        <source>a $ begins a formula that no $ ends (write \$ for a dollar sign)</source>
        <translation>ein $ beginnt eine Formel, die kein $ beendet (\$ schreibt ein Dollarzeichen)</translation>
    </message>
    <message>
        <source>%1 is missing its argument</source>
        <translation>%1 fehlt das Argument</translation>
    </message>
    <message>
        <source>\%1 needs a delimiter</source>
        <translation>\%1 braucht eine Klammer</translation>
    </message>
    <message>
        <source>\%1 cannot be a delimiter</source>
        <translation>\%1 kann keine Klammer sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a delimiter</source>
        <translation>„%1“ kann keine Klammer sein</translation>
    </message>
    <message>
        <source>double superscript</source>
        <translation>doppelter Exponent</translation>
    </message>
    <message>
        <source>double subscript</source>
        <translation>doppelter Index</translation>
    </message>
    <message>
        <source>a case has two columns</source>
        <translation>ein Fall hat zwei Spalten</translation>
    </message>
    <message>
        <source>\begin and \end need {name}</source>
        <translation>\begin und \end brauchen {Name}</translation>
    </message>
    <message>
        <source>missing } after the environment&apos;s name</source>
        <translation>fehlende } nach dem Namen der Umgebung</translation>
    </message>
    <message>
        <source>a formula cannot end with \</source>
        <translation>eine Formel kann nicht mit \ enden</translation>
    </message>
    <message>
        <source>\right without \left</source>
        <translation>\right ohne \left</translation>
    </message>
    <message>
        <source>\operatorname needs a name</source>
        <translation>\operatorname braucht einen Namen</translation>
    </message>
    <message>
        <source>\%1 must follow an operator</source>
        <translation>\%1 muss auf einen Operator folgen</translation>
    </message>
    <message>
        <source>unknown environment {%1}</source>
        <translation>unbekannte Umgebung {%1}</translation>
    </message>
    <message>
        <source>\end{%1} without \begin</source>
        <translation>\end{%1} ohne \begin</translation>
    </message>
    <message>
        <source>unknown command \%1</source>
        <translation>unbekannter Befehl \%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be written \%1</source>
        <translation>„%1“ muss als \%1 geschrieben werden</translation>
    </message>
    <message>
        <source>an invisible character (U+%1)</source>
        <translation>ein unsichtbares Zeichen (U+%1)</translation>
    </message>
    <message>
        <source>the formula nests deeper than %1 levels</source>
        <translation>die Formel ist tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>missing } for this {</source>
        <translation>fehlende } zu dieser {</translation>
    </message>
    <message>
        <source>missing ] for this [</source>
        <translation>fehlende ] zu dieser [</translation>
    </message>
    <message>
        <source>\left without \right</source>
        <translation>\left ohne \right</translation>
    </message>
    <message>
        <source>unmatched }</source>
        <translation>} ohne {</translation>
    </message>
    <message>
        <source>an aligned row has at most %1 columns</source>
        <translation>eine aligned-Zeile hat höchstens %1 Spalten</translation>
    </message>
    <message>
        <source>more than 64 rows</source>
        <translation>mehr als 64 Zeilen</translation>
    </message>
    <message>
        <source>\\ outside cases or aligned</source>
        <translation>\\ außerhalb von cases oder aligned</translation>
    </message>
    <message>
        <source>&amp; outside cases or aligned</source>
        <translation>&amp; außerhalb von cases oder aligned</translation>
    </message>
    <message>
        <source>\begin{%1} without \end{%1}</source>
        <translation>\begin{%1} ohne \end{%1}</translation>
    </message>
</context>
<context>
    <name>Views</name>
    <message>
        <source>The idea</source>
        <translation>Die Idee</translation>
    </message>
    <message>
        <source>Approximations</source>
        <translation>Näherungen</translation>
    </message>
    <message>
        <source>Derivatives</source>
        <translation>Ableitungen</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation>Zahlenformate</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Signal propagation</source>
        <translation>Signalausbreitung</translation>
    </message>
    <message>
        <source>The neuron</source>
        <translation>Das Neuron</translation>
    </message>
</context>
<context>
    <name>Web</name>
    <message>
        <source>Normal pdf $\varphi(x)$</source>
        <translation>Normalverteilungsdichte $\varphi(x)$</translation>
    </message>
    <message>
        <source>Normal density%1; at x = %2, φ(x) = %3.</source>
        <translation>Normalverteilungsdichte%1; bei x = %2 ist φ(x) = %3.</translation>
    </message>
    <message>
        <source>%1 must be a number.</source>
        <translation>%1 muss eine Zahl sein.</translation>
    </message>
    <message>
        <source>%1 is not a scene: %2</source>
        <translation>%1 ist keine Szene: %2</translation>
    </message>
    <message>
        <source>%1 is not a deck: %2</source>
        <translation>%1 ist keine Präsentation: %2</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>A scene or a deck (.gelu.json, .gelu-deck.json)</source>
        <translation>Eine Szene oder eine Präsentation (.gelu.json, .gelu-deck.json)</translation>
    </message>
    <message>
        <source>error (ULPs)</source>
        <translation>Fehler (ULPs)</translation>
    </message>
    <message>
        <source>Back to the lecturer&apos;s state.</source>
        <translation>Zurück zum Stand der Vortragenden.</translation>
    </message>
    <message>
        <source>x = %1 is outside the plot&apos;s range %2 … %3: x = %4.</source>
        <translation>x = %1 liegt außerhalb des Bereichs des Plots, %2 … %3: x = %4.</translation>
    </message>
    <message>
        <source>Reset to the lecturer&apos;s state</source>
        <translation>Auf den Stand der Vortragenden zurücksetzen</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Bedienelemente</translation>
    </message>
    <message>
        <source>Run to n draws</source>
        <translation>Bis n Ziehungen laufen</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0.</source>
        <translation>Der Startwert ist eine ganze Zahl ab 0.</translation>
    </message>
    <message>
        <source>The last draws of the mask</source>
        <translation>Die letzten Ziehungen der Maske</translation>
    </message>
    <message>
        <source>Add formula</source>
        <translation>Formel hinzufügen</translation>
    </message>
    <message>
        <source>Write a formula as id = expression of x, e.g. f = x*sigmoid(1.5*x).</source>
        <translation>Eine Formel als id = Ausdruck in x schreiben, z. B. f = x*sigmoid(1.5*x).</translation>
    </message>
    <message>
        <source>Training to epoch %1: press Play.</source>
        <translation>Training bis Epoche %1: Abspielen drücken.</translation>
    </message>
    <message>
        <source>Tick a curve other than GELU in “%1” to compare it with GELU.</source>
        <translation>Wählen Sie in „%1“ eine Kurve außer GELU, um sie mit GELU zu vergleichen.</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>▶ Play (P)</source>
        <translation>▶ Abspielen (P)</translation>
    </message>
    <message>
        <source>Notes, next step and timers in a second window</source>
        <translation>Notizen, nächster Schritt und Zeiten in einem zweiten Fenster</translation>
    </message>
    <message>
        <source>Presenter view</source>
        <translation>Ansicht für Vortragende</translation>
    </message>
    <message>
        <source>Every step down one page, each live</source>
        <translation>Alle Schritte untereinander auf einer Seite, jeder live</translation>
    </message>
    <message>
        <source>Study all steps</source>
        <translation>Alle Schritte studieren</translation>
    </message>
    <message>
        <source>The browser kept the presenter window from opening: allow pop-ups here.</source>
        <translation>Der Browser hat das Fenster für Vortragende blockiert: Pop-ups hier erlauben.</translation>
    </message>
    <message>
        <source>Back to presenting</source>
        <translation>Zurück zum Vortrag</translation>
    </message>
    <message>
        <source>Reset this step</source>
        <translation>Diesen Schritt zurücksetzen</translation>
    </message>
    <message>
        <source>What this page carries was refused: %1</source>
        <translation>Was diese Seite enthält, wurde abgelehnt: %1</translation>
    </message>
    <message>
        <source>No notes for this step.</source>
        <translation>Keine Notizen zu diesem Schritt.</translation>
    </message>
    <message>
        <source>Follow the lecture</source>
        <translation>Der Vorlesung folgen</translation>
    </message>
    <message>
        <source>The room&apos;s answers</source>
        <translation>Die Antworten des Saals</translation>
    </message>
    <message>
        <source>The lecture&apos;s screen is black</source>
        <translation>Der Bildschirm der Vorlesung ist schwarz</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Reveal answers (A)</source>
        <translation>Antworten zeigen (A)</translation>
    </message>
    <message>
        <source>Answers (CSV)</source>
        <translation>Antworten (CSV)</translation>
    </message>
    <message>
        <source>Sent. You may change your answer until the lecturer shows the answers.</source>
        <translation>Gesendet. Sie können Ihre Antwort ändern, bis die Antworten gezeigt werden.</translation>
    </message>
    <message>
        <source>Not taken: the answers are closed.</source>
        <translation>Nicht angenommen: die Antworten sind geschlossen.</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>Drag x along %1 (or type it), then send.</source>
        <translation>x entlang %1 ziehen (oder eintippen), dann senden.</translation>
    </message>
    <message>
        <source>Pick one first.</source>
        <translation>Zuerst eine wählen.</translation>
    </message>
    <message>
        <source>Type a number first.</source>
        <translation>Zuerst eine Zahl eintippen.</translation>
    </message>
    <message>
        <source>Not connected to the lecture.</source>
        <translation>Nicht mit der Vorlesung verbunden.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Wird gesendet…</translation>
    </message>
    <message>
        <source>The right answer: %1.</source>
        <translation>Die richtige Antwort: %1.</translation>
    </message>
    <message>
        <source>The right answer: x = %1.</source>
        <translation>Die richtige Antwort: x = %1.</translation>
    </message>
    <message>
        <source> · answered: %1</source>
        <translation> · geantwortet: %1</translation>
    </message>
    <message>
        <source>%1 following</source>
        <translation>%1 folgen</translation>
    </message>
    <message>
        <source> · the screen is black (B)</source>
        <translation> · der Bildschirm ist schwarz (B)</translation>
    </message>
    <message>
        <source>Connecting to the room…</source>
        <translation>Verbindung zum Saal…</translation>
    </message>
    <message>
        <source>Hide answers (A)</source>
        <translation>Antworten verbergen (A)</translation>
    </message>
    <message>
        <source>Connecting to the lecture…</source>
        <translation>Verbindung zur Vorlesung…</translation>
    </message>
    <message>
        <source>Exploring on your own.</source>
        <translation>Eigene Erkundung.</translation>
    </message>
    <message>
        <source>Following the lecture.</source>
        <translation>Der Vorlesung folgend.</translation>
    </message>
    <message>
        <source>Not taken: x is off the step&apos;s plot.</source>
        <translation>Nicht angenommen: x liegt außerhalb des Diagramms des Schritts.</translation>
    </message>
    <message>
        <source>Not taken.</source>
        <translation>Nicht angenommen.</translation>
    </message>
    <message>
        <source>Normal density%1; the area under it up to x = %2 is shaded: Φ(x) = %3.</source>
        <translation>Normaldichte%1; die Fläche darunter bis x = %2 ist schattiert: Φ(x) = %3.</translation>
    </message>
    <message>
        <source>The normal distribution function Φ%1; at x = %2 the mask keeps x with probability %3.</source>
        <translation>Die Verteilungsfunktion der Normalverteilung Φ%1; bei x = %2 behält die Maske x mit Wahrscheinlichkeit %3.</translation>
    </message>
    <message>
        <source>Activation functions over x from %1 to %2: %3. At x = %4: %5.</source>
        <translation>Aktivierungsfunktionen über x von %1 bis %2: %3. Bei x = %4: %5.</translation>
    </message>
    <message>
        <source>No draws yet at x = %1; the target x·Φ(x) is %2.</source>
        <translation>Noch keine Ziehungen bei x = %1; das Ziel x·Φ(x) ist %2.</translation>
    </message>
    <message>
        <source>Draws: %1 at x = %2 (seed %3); x kept in %4 of them; running mean %5, target x·Φ(x) = %6.</source>
        <translation>Ziehungen: %1 bei x = %2 (Startwert %3); x behalten in %4 davon; laufender Mittelwert %5, Ziel x·Φ(x) = %6.</translation>
    </message>
    <message>
        <source>Derivatives over x from %1 to %2. At x = %3: %4.</source>
        <translation>Ableitungen über x von %1 bis %2. Bei x = %3: %4.</translation>
    </message>
    <message>
        <source>Errors of the approximations against the exact GELU: %1.</source>
        <translation>Fehler der Näherungen gegenüber dem exakten GELU: %1.</translation>
    </message>
    <message>
        <source>At x = %1: %2.</source>
        <translation>Bei x = %1: %2.</translation>
    </message>
    <message>
        <source>Pre-activation variance through %1 layers of width %2: %3.</source>
        <translation>Varianz der Voraktivierungen über %1 Schichten der Breite %2: %3.</translation>
    </message>
    <message>
        <source>A gated unit (%1): z = %2, g = %3, %4(g) = %5, output %6.</source>
        <translation>Eine Einheit mit Gate (%1): z = %2, g = %3, %4(g) = %5, Ausgabe %6.</translation>
    </message>
    <message>
        <source>A neuron with inputs %1 and %2, weights %3 and %4, bias %5: z = %6, %7(z) = %8.</source>
        <translation>Ein Neuron mit Eingaben %1 und %2, Gewichten %3 und %4, Bias %5: z = %6, %7(z) = %8.</translation>
    </message>
    <message>
        <source>%1: epoch %2, test loss %3, test accuracy %4, %5 dead units</source>
        <translation>%1: Epoche %2, Testverlust %3, Testgenauigkeit %4, %5 tote Einheiten</translation>
    </message>
    <message>
        <source>to n = %1</source>
        <translation>bis n = %1</translation>
    </message>
</context>
<context>
    <name>WebContent</name>
    <message>
        <source>every step is hidden: there is nothing to show</source>
        <translation>alle Schritte sind verborgen: es gibt nichts zu zeigen</translation>
    </message>
    <message>
        <source>the first step&apos;s scene does not apply</source>
        <translation>die Szene des ersten Schritts lässt sich nicht anwenden</translation>
    </message>
</context>
<context>
    <name>ui::ActivationsPanel</name>
    <message>
        <source>Activations: GELU beside its approximations and ReLU-like units</source>
        <translation>Aktivierungen: GELU neben Näherungen und ReLU-artigen Funktionen</translation>
    </message>
    <message>
        <source>Activations: GELU beside its tanh approximation</source>
        <translation>Aktivierungen: GELU neben seiner tanh-Näherung</translation>
    </message>
    <message>
        <source>Activations: GELU beside its sigmoid approximation</source>
        <translation>Aktivierungen: GELU neben seiner Sigmoid-Näherung</translation>
    </message>
    <message>
        <source>Activations: GELU beside its tanh approximation and other units</source>
        <translation>Aktivierungen: GELU neben seiner tanh-Näherung und anderen Einheiten</translation>
    </message>
    <message>
        <source>Activations: GELU beside its sigmoid approximation and other units</source>
        <translation>Aktivierungen: GELU neben seiner Sigmoid-Näherung und anderen Einheiten</translation>
    </message>
    <message>
        <source>Monte Carlo mean ± 95%</source>
        <translation>Monte-Carlo-Mittel ± 95%</translation>
    </message>
    <message>
        <source>neuron output</source>
        <translation>Neuronausgabe</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Activations: GELU beside its approximations</source>
        <translation>Aktivierungen: GELU neben seinen Näherungen</translation>
    </message>
    <message>
        <source>Activations: GELU beside other units</source>
        <translation>Aktivierungen: GELU neben anderen Einheiten</translation>
    </message>
    <message>
        <source>Activations: GELU</source>
        <translation>Aktivierungen: GELU</translation>
    </message>
</context>
<context>
    <name>ui::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>Sweep of x over the view</source>
        <translation>x-Durchlauf über den Anzeigebereich</translation>
    </message>
    <message>
        <source>The Monte Carlo run</source>
        <translation>Der Monte-Carlo-Lauf</translation>
    </message>
    <message>
        <source>This lecture step (step %1)</source>
        <translation>Dieser Vorlesungsschritt (Schritt %1)</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>A&amp;nimation:</translation>
    </message>
    <message>
        <source>The sheet of six panels</source>
        <translation>Das Blatt mit sechs Panels</translation>
    </message>
    <message>
        <source>&amp;Shows:</source>
        <translation>&amp;Inhalt:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>x &amp;from:</source>
        <translation>x &amp;von:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>Da&amp;uer:</translation>
    </message>
    <message>
        <source>GIF plays at most 50 frames a second (its delays are in 1/100 s)</source>
        <translation>GIF spielt höchstens 50 Bilder pro Sekunde ab (Verzögerungen in 1/100 s)</translation>
    </message>
    <message>
        <source>&amp;Frames per second:</source>
        <translation>&amp;Bilder pro Sekunde:</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation>S&amp;kalierung:</translation>
    </message>
    <message>
        <source>Transparent (WebP, APNG)</source>
        <translation>Transparent (WebP, APNG)</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>&amp;Hintergrund:</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>&amp;Textgröße:</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>Durch&amp;suchen…</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>Abgebrochen: Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>Nicht exportiert: %1</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;WebM video (*.webm);;GIF (*.gif);;Animated WebP (*.webp);;Animated PNG (*.apng)</source>
        <translation>MP4-Video (*.mp4);;WebM-Video (*.webm);;GIF (*.gif);;Animiertes WebP (*.webp);;Animiertes PNG (*.apng)</translation>
    </message>
    <message>
        <source>The deep network&apos;s layers, one by one</source>
        <translation>Die Schichten des tiefen Netzes, eine nach der anderen</translation>
    </message>
    <message>
        <source>The networks training, epoch by epoch</source>
        <translation>Das Training der Netze, Epoche für Epoche</translation>
    </message>
</context>
<context>
    <name>ui::AudienceOverlay</name>
    <message>
        <source>End of the lecture</source>
        <translation>Ende der Vorlesung</translation>
    </message>
    <message>
        <source>Esc leaves · ← goes back</source>
        <translation>Esc beendet · ← geht zurück</translation>
    </message>
    <message>
        <source>Join the lecture</source>
        <translation>An der Vorlesung teilnehmen</translation>
    </message>
    <message numerus="yes">
        <source>%n following</source>
        <translation>
            <numerusform>%n folgt</numerusform>
            <numerusform>%n folgen</numerusform>
        </translation>
    </message>
    <message>
        <source>Answered: %1 · right: %2</source>
        <translation>Geantwortet: %1 · richtig: %2</translation>
    </message>
    <message>
        <source>Answered: %1</source>
        <translation>Geantwortet: %1</translation>
    </message>
    <message>
        <source>● an answer    ○ the right answer (±%1)</source>
        <translation>● eine Antwort    ○ die richtige Antwort (±%1)</translation>
    </message>
    <message>
        <source>■ answers    ┆ the right answer (±%1)</source>
        <translation>■ Antworten    ┆ die richtige Antwort (±%1)</translation>
    </message>
    <message>
        <source>right: x = %1</source>
        <translation>richtig: x = %1</translation>
    </message>
    <message>
        <source>right: %1</source>
        <translation>richtig: %1</translation>
    </message>
</context>
<context>
    <name>ui::CdfPanel</name>
    <message>
        <source>$\Phi(x)$: the probability that the mask keeps $x$</source>
        <translation>$\Phi(x)$: die Wahrscheinlichkeit, dass die Maske $x$ behält</translation>
    </message>
</context>
<context>
    <name>ui::ChecklistMenu</name>
    <message>
        <source>%1 at most: untick one to choose another</source>
        <translation>Höchstens %1: eines abwählen, um ein anderes zu wählen</translation>
    </message>
    <message>
        <source>Up to %1</source>
        <translation>Bis zu %1</translation>
    </message>
</context>
<context>
    <name>ui::ComparePanel</name>
    <message>
        <source>Side by side: each curve on identical axes</source>
        <translation>Nebeneinander: jede Kurve auf gleichen Achsen</translation>
    </message>
    <message>
        <source>Difference to GELU</source>
        <translation>Differenz zu GELU</translation>
    </message>
    <message>
        <source>Plots each curve minus GELU instead of the curve</source>
        <translation>Zeichnet jede Kurve minus GELU statt der Kurve selbst</translation>
    </message>
    <message>
        <source>Previous page of curves</source>
        <translation>Vorherige Kurvenseite</translation>
    </message>
    <message>
        <source>Shows the curves before these</source>
        <translation>Zeigt die Kurven davor</translation>
    </message>
    <message>
        <source>Next page of curves</source>
        <translation>Nächste Kurvenseite</translation>
    </message>
    <message>
        <source>Shows the curves after these</source>
        <translation>Zeigt die Kurven danach</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Curves %1–%2 of %3 (page %4 of %5)</source>
        <translation>Kurven %1–%2 von %3 (Seite %4 von %5)</translation>
    </message>
    <message>
        <source>Side by side: each curve minus GELU, on identical axes</source>
        <translation>Nebeneinander: jede Kurve minus GELU, auf gleichen Achsen</translation>
    </message>
    <message>
        <source>Side by side: each curve on identical axes (faint: its derivative)</source>
        <translation>Nebeneinander: jede Kurve auf gleichen Achsen (blass: ihre Ableitung)</translation>
    </message>
    <message>
        <source>x = %1</source>
        <translation>x = %1</translation>
    </message>
    <message>
        <source>f(x) − GELU(x)</source>
        <translation>f(x) − GELU(x)</translation>
    </message>
    <message>
        <source>f(x)</source>
        <translation>f(x)</translation>
    </message>
    <message>
        <source>f′(x)</source>
        <translation>f′(x)</translation>
    </message>
</context>
<context>
    <name>ui::ControlsDock</name>
    <message>
        <source>%1: %2 … %3 is refused (“to” must exceed “from” by at least %4); it stays %5 … %6.</source>
        <translation>%1: %2 … %3 abgelehnt („bis“ muss „von“ um mindestens %4 übersteigen); es bleibt bei %5 … %6.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>seed %1, %2/s</source>
        <translation>Seed %1, %2/s</translation>
    </message>
    <message>
        <source>Monte Carlo settings</source>
        <translation>Monte-Carlo-Einstellungen</translation>
    </message>
    <message>
        <source>Shows or hides the seed, the mask rule and the speed</source>
        <translation>Zeigt oder verbirgt Seed, Maskenregel und Tempo</translation>
    </message>
    <message>
        <source>Shows or hides the x and y ranges&apos; fields</source>
        <translation>Zeigt oder verbirgt die Felder der x- und y-Bereiche</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Steuerung</translation>
    </message>
    <message>
        <source>Input x</source>
        <translation>Eingabe x</translation>
    </message>
    <message>
        <source>The x the mask keeps or drops, in every panel</source>
        <translation>Das x, das die Maske behält oder verwirft, in allen Panels</translation>
    </message>
    <message>
        <source>Gaussian N(μ, σ²)</source>
        <translation>Normalverteilung N(μ, σ²)</translation>
    </message>
    <message>
        <source>μ, the Gaussian&apos;s mean</source>
        <translation>μ, Mittelwert der Normalverteilung</translation>
    </message>
    <message>
        <source>Moves the Gaussian whose cdf Φ is the chance of keeping x</source>
        <translation>Verschiebt die Normalverteilung, deren Verteilungsfunktion Φ die Chance angibt, x zu behalten</translation>
    </message>
    <message>
        <source>σ, the Gaussian&apos;s spread</source>
        <translation>σ, Streuung der Normalverteilung</translation>
    </message>
    <message>
        <source>σ → 0 turns GELU into ReLU</source>
        <translation>σ → 0 macht aus GELU eine ReLU</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Kurven</translation>
    </message>
    <message>
        <source>Activation parameters</source>
        <translation>Aktivierungsparameter</translation>
    </message>
    <message>
        <source>α of ELU and CELU</source>
        <translation>α von ELU und CELU</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>β of softplus and swish (β = 1: SiLU)</source>
        <translation>β von Softplus und Swish (β = 1: SiLU)</translation>
    </message>
    <message>
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <source>The negative slope of leaky ReLU</source>
        <translation>Die negative Steigung von Leaky ReLU</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>Steigung</translation>
    </message>
    <message>
        <source>λ of softshrink and hardshrink</source>
        <translation>λ von Softshrink und Hardshrink</translation>
    </message>
    <message>
        <source>λ</source>
        <translation>λ</translation>
    </message>
    <message>
        <source>Reset to the defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <source>μ = 0, σ = 1, α = 1, β = 1, slope = 0.01, λ = 0.5 (PyTorch&apos;s defaults)</source>
        <translation>μ = 0, σ = 1, α = 1, β = 1, Steigung = 0,01, λ = 0,5 (Standardwerte von PyTorch)</translation>
    </message>
    <message>
        <source>View range</source>
        <translation>Anzeigebereich</translation>
    </message>
    <message>
        <source>x from</source>
        <translation>x von</translation>
    </message>
    <message>
        <source>The left end of every panel&apos;s x axis</source>
        <translation>Das linke Ende der x-Achse aller Panels</translation>
    </message>
    <message>
        <source>x to</source>
        <translation>x bis</translation>
    </message>
    <message>
        <source>The right end of every panel&apos;s x axis</source>
        <translation>Das rechte Ende der x-Achse aller Panels</translation>
    </message>
    <message>
        <source>y from</source>
        <translation>y von</translation>
    </message>
    <message>
        <source>The bottom of the activation panels&apos; y axis</source>
        <translation>Das untere Ende der y-Achse der Aktivierungspanels</translation>
    </message>
    <message>
        <source>y to</source>
        <translation>y bis</translation>
    </message>
    <message>
        <source>The top of the activation panels&apos; y axis</source>
        <translation>Das obere Ende der y-Achse der Aktivierungspanels</translation>
    </message>
    <message>
        <source>x from / to</source>
        <translation>x von / bis</translation>
    </message>
    <message>
        <source>y from / to</source>
        <translation>y von / bis</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte-Carlo</translation>
    </message>
    <message>
        <source>U &lt; Φ(x), U uniform</source>
        <translation>U &lt; Φ(x), U gleichverteilt</translation>
    </message>
    <message>
        <source>X ≤ x, X ~ N(μ, σ²)</source>
        <translation>X ≤ x, X ~ N(μ, σ²)</translation>
    </message>
    <message>
        <source>Mask rule</source>
        <translation>Maskenregel</translation>
    </message>
    <message>
        <source>How each draw decides: a uniform U below Φ(x), or a normal X at most x</source>
        <translation>Wie jede Ziehung entscheidet: ein gleichverteiltes U unter Φ(x) oder ein normalverteiltes X höchstens gleich x</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Abspieltempo</translation>
    </message>
    <message>
        <source>How fast Play adds draws</source>
        <translation>Wie schnell „Abspielen“ Ziehungen hinzufügt</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>%1 draws a second at first, then n × %2 a second</source>
        <translation>zuerst %1 Ziehungen pro Sekunde, dann n × %2 pro Sekunde</translation>
    </message>
    <message>
        <source>%1 of the formula %2</source>
        <translation>%1 der Formel %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
</context>
<context>
    <name>ui::CurvePicker</name>
    <message>
        <source>Search name, id or formula</source>
        <translation>Name, ID oder Formel suchen</translation>
    </message>
    <message>
        <source>Lists the curves whose name, id or formula holds what you type; Enter ticks or unticks the first one found</source>
        <translation>Zeigt die Kurven, deren Name, ID oder Formel das Getippte enthält; Enter hakt die erste gefundene an oder ab</translation>
    </message>
    <message>
        <source>Search curves</source>
        <translation>Kurven suchen</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>Curve presets</source>
        <translation>Kurvenvorlagen</translation>
    </message>
    <message>
        <source>Shows a ready-made set of curves</source>
        <translation>Zeigt eine vorgefertigte Kurvenauswahl</translation>
    </message>
    <message>
        <source>Curves shown</source>
        <translation>Angezeigte Kurven</translation>
    </message>
    <message>
        <source>Every activation by family; a ticked curve is drawn in the panels</source>
        <translation>Alle Aktivierungen nach Familie; angehakte Kurven werden in den Panels gezeichnet</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Neu…</translation>
    </message>
    <message>
        <source>New formula</source>
        <translation>Neue Formel</translation>
    </message>
    <message>
        <source>New formula: type your own activation f(x); its derivative comes with it</source>
        <translation>Neue Formel: eigene Aktivierung f(x) eingeben; ihre Ableitung wird mitgeliefert</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the selected formula (or double-click it)</source>
        <translation>Gewählte Formel bearbeiten (oder doppelklicken)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected formula</source>
        <translation>Gewählte Formel entfernen</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <source>Drawn by this view&apos;s panels beside the scene&apos;s curves; tick it to keep it in every view.</source>
        <translation>Von den Panels dieser Ansicht neben den Kurven der Szene gezeichnet; ankreuzen, um sie in jeder Ansicht zu behalten.</translation>
    </message>
    <message>
        <source>drawn by this view&apos;s panels beside the scene&apos;s curves</source>
        <translation>von den Panels dieser Ansicht neben den Kurven der Szene gezeichnet</translation>
    </message>
</context>
<context>
    <name>ui::DTypePanel</name>
    <message>
        <source>where a form is not correctly rounded</source>
        <translation>wo eine Form nicht korrekt gerundet ist</translation>
    </message>
    <message>
        <source>where a form ≠ exact GELU</source>
        <translation>wo eine Form ≠ exakte GELU</translation>
    </message>
    <message>
        <source>bars: %1</source>
        <translation>Balken: %1</translation>
    </message>
    <message>
        <source>marks: %1</source>
        <translation>Markierungen: %1</translation>
    </message>
    <message>
        <source>GELU as the hardware stores it: rounded to a number format</source>
        <translation>GELU, wie die Hardware sie speichert: auf ein Zahlenformat gerundet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>a perfect kernel</source>
        <translation>ein perfekter Kernel</translation>
    </message>
    <message>
        <source>Number format</source>
        <translation>Zahlenformat</translation>
    </message>
    <message>
        <source>The format GELU is stored in</source>
        <translation>Das Format, in dem GELU gespeichert wird</translation>
    </message>
    <message>
        <source>Beside it</source>
        <translation>Daneben</translation>
    </message>
    <message>
        <source>A second format side by side</source>
        <translation>Ein zweites Format daneben</translation>
    </message>
    <message>
        <source>Computed by</source>
        <translation>Berechnet von</translation>
    </message>
    <message>
        <source>format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>beside</source>
        <translation>daneben</translation>
    </message>
    <message>
        <source>computed by</source>
        <translation>berechnet von</translation>
    </message>
    <message>
        <source>exact GELU</source>
        <translation>exakte GELU</translation>
    </message>
    <message>
        <source>PyTorch&apos;s erf form</source>
        <translation>PyTorchs erf-Form</translation>
    </message>
    <message>
        <source>PyTorch&apos;s tanh form</source>
        <translation>PyTorchs tanh-Form</translation>
    </message>
    <message>
        <source>tanh form</source>
        <translation>tanh-Form</translation>
    </message>
    <message>
        <source>stored $\operatorname{GELU}(x)$</source>
        <translation>gespeicherte $\operatorname{GELU}(x)$</translation>
    </message>
    <message>
        <source>ULPs</source>
        <translation>ULPs</translation>
    </message>
    <message>
        <source>%1: 0 from %2 down</source>
        <translation>%1: 0 ab %2 abwärts</translation>
    </message>
    <message>
        <source>%1 ≠ exact at %2 (%3%)</source>
        <translation>%1 ≠ exakt bei %2 (%3 %)</translation>
    </message>
    <message>
        <source>, 0 from %1 down</source>
        <translation>, 0 ab %1 abwärts</translation>
    </message>
    <message>
        <source>%1, every one of its %2 values in [−8, 8]</source>
        <translation>%1, alle seine %2 Werte in [−8, 8]</translation>
    </message>
    <message>
        <source>%1, %2 evenly spaced values in [−8, 8]</source>
        <translation>%1, %2 gleichmäßig verteilte Werte in [−8, 8]</translation>
    </message>
    <message>
        <source>GELU stored in %1 (%2)</source>
        <translation>GELU gespeichert in %1 (%2)</translation>
    </message>
    <message>
        <source>exact, rounded once</source>
        <translation>exakt, einmal gerundet</translation>
    </message>
    <message>
        <source>Error in ULPs of %1</source>
        <translation>Fehler in ULPs von %1</translation>
    </message>
    <message>
        <source>PyTorch 1.13 CPU, a long tensor</source>
        <translation>PyTorch 1.13 CPU, ein langer Tensor</translation>
    </message>
    <message>
        <source>PyTorch 1.13 CPU, AVX2, vectorized</source>
        <translation>PyTorch 1.13 CPU, AVX2, vektorisiert</translation>
    </message>
    <message>
        <source>PyTorch 1.13 CPU, one element (scalar)</source>
        <translation>PyTorch 1.13 CPU, ein Element (skalar)</translation>
    </message>
    <message>
        <source>PyTorch 1.13, a long tensor</source>
        <translation>PyTorch 1.13, ein langer Tensor</translation>
    </message>
    <message>
        <source>PyTorch 1.13, vectorized</source>
        <translation>PyTorch 1.13, vektorisiert</translation>
    </message>
    <message>
        <source>PyTorch 1.13, one element</source>
        <translation>PyTorch 1.13, ein Element</translation>
    </message>
    <message>
        <source>A contiguous tensor of many elements: oneDNN 2.6.3 for GELU, ATen&apos;s vectorized code for the tanh form</source>
        <translation>Ein zusammenhängender Tensor aus vielen Elementen: oneDNN 2.6.3 für GELU, der vektorisierte Code von ATen für die tanh-Form</translation>
    </message>
    <message>
        <source>ATen&apos;s AVX2 vectorized code (Sleef 3.5.1&apos;s erf, tanh and exp)</source>
        <translation>Der vektorisierte AVX2-Code von ATen (erf, tanh und exp von Sleef 3.5.1)</translation>
    </message>
    <message>
        <source>A one-element tensor: ATen&apos;s scalar code (glibc 2.36&apos;s erff, tanhf and expf)</source>
        <translation>Ein Tensor aus einem Element: der skalare Code von ATen (erff, tanhf und expf von glibc 2.36)</translation>
    </message>
    <message>
        <source>Exact values rounded once, or PyTorch 1.13&apos;s CPU code bit for bit: a long tensor, the vectorized path or one element</source>
        <translation>Exakte Werte, einmal gerundet, oder der CPU-Code von PyTorch 1.13 Bit für Bit: ein langer Tensor, der vektorisierte Pfad oder ein Element</translation>
    </message>
    <message>
        <source>%1 stores other bits</source>
        <translation>%1 speichert andere Bits</translation>
    </message>
    <message>
        <source>%1 ≠ its correctly rounded value at %2 (%3%)</source>
        <translation>%1 ≠ ihr korrekt gerundeter Wert bei %2 (%3 %)</translation>
    </message>
    <message>
        <source>, %1 of them by the sign of zero</source>
        <translation>, %1 davon durch das Vorzeichen der Null</translation>
    </message>
    <message>
        <source>%1 stores the same bits at every one of these x</source>
        <translation>%1 speichert bei jedem dieser x dieselben Bits</translation>
    </message>
    <message>
        <source>%1 stores other bits at %2 of these x (erf form) and %3 (tanh form)</source>
        <translation>%1 speichert andere Bits bei %2 dieser x (erf-Form) und %3 (tanh-Form)</translation>
    </message>
    <message>
        <source>PyTorch 1.13 has no CPU GELU for float16.</source>
        <translation>PyTorch 1.13 hat keine CPU-GELU für float16.</translation>
    </message>
    <message>
        <source>PyTorch 1.13 has no %1 type.</source>
        <translation>PyTorch 1.13 hat keinen Typ %1.</translation>
    </message>
    <message>
        <source>Error in ULPs of %1, each form against its correctly rounded value</source>
        <translation>Fehler in ULPs von %1, jede Form gegen ihren korrekt gerundeten Wert</translation>
    </message>
    <message>
        <source>x = %1 (in %2)</source>
        <translation>x = %1 (in %2)</translation>
    </message>
    <message>
        <source>GELU exact %1, stored %2</source>
        <translation>GELU exakt %1, gespeichert %2</translation>
    </message>
    <message>
        <source>PyTorch&apos;s erf form %1 (%2 ULP)</source>
        <translation>erf-Form von PyTorch %1 (%2 ULP)</translation>
    </message>
    <message>
        <source>PyTorch&apos;s tanh form %1 (%2 ULP)</source>
        <translation>tanh-Form von PyTorch %1 (%2 ULP)</translation>
    </message>
    <message>
        <source>tanh form %1 (%2 ULP)</source>
        <translation>tanh-Form %1 (%2 ULP)</translation>
    </message>
    <message>
        <source>GELU in %1 (%2)</source>
        <translation>GELU in %1 (%2)</translation>
    </message>
    <message>
        <source>dashed: where a form starts storing 0</source>
        <translation>gestrichelt: wo eine Form ab dort 0 speichert</translation>
    </message>
    <message>
        <source>x·σ(1.702x) %1 (%2 ULP)</source>
        <translation>x·σ(1.702x) %1 (%2 ULP)</translation>
    </message>
</context>
<context>
    <name>ui::DeckDocument</name>
    <message>
        <source>Open deck</source>
        <translation>Präsentation öffnen</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Präsentation speichern</translation>
    </message>
    <message>
        <source>Save deck as</source>
        <translation>Präsentation speichern unter</translation>
    </message>
    <message>
        <source>GELU Explorer decks (*%1);;All files (*)</source>
        <translation>GELU-Explorer-Präsentationen (*%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The deck has unsaved changes.</source>
        <translation>Die Präsentation hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>A deck keeps one step to present.</source>
        <translation>Eine Präsentation behält einen Schritt zum Vorführen.</translation>
    </message>
    <message>
        <source>the deck has no steps yet: add one before saving it</source>
        <translation>die Präsentation hat noch keine Schritte: vor dem Speichern einen hinzufügen</translation>
    </message>
    <message>
        <source>The deck has no steps yet: set the window up as the first step should look, then press “Add the current view as a step” in the Steps panel.</source>
        <translation>Die Präsentation hat noch keine Schritte: das Fenster so einrichten, wie der erste Schritt aussehen soll, dann im Bereich Schritte „Aktuelle Ansicht als Schritt hinzufügen“ drücken.</translation>
    </message>
</context>
<context>
    <name>ui::DerivativesPanel</name>
    <message>
        <source>Derivatives: $\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$</source>
        <translation>Ableitungen: $\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$</translation>
    </message>
    <message>
        <source>Derivatives: $\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$ dips below 0 near $x \approx %1$</source>
        <translation>Ableitungen: $\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$ fällt nahe $x \approx %1$ unter 0</translation>
    </message>
</context>
<context>
    <name>ui::ErrorsPanel</name>
    <message>
        <source>Precision lens: $|\operatorname{GELU}(x)|$ for $x$ in $[-40, 0]$</source>
        <translation>Genauigkeitslupe: $|\operatorname{GELU}(x)|$ für $x$ in $[-40, 0]$</translation>
    </message>
    <message>
        <source>Approximation errors: approximation − exact GELU</source>
        <translation>Näherungsfehler: Näherung − GELU (exakt)</translation>
    </message>
    <message>
        <source>Precision lens</source>
        <translation>Genauigkeitslupe</translation>
    </message>
    <message>
        <source>Precision lens: |GELU(x)| for x in [−40, 0], accurate vs textbook 0.5x(1+erf(x/√2))</source>
        <translation>Genauigkeitslupe: |GELU(x)| für x in [−40, 0], genau vs. Lehrbuchformel 0.5x(1+erf(x/√2))</translation>
    </message>
    <message>
        <source>$\lvert\operatorname{GELU}(x)\rvert$ (log scale)</source>
        <translation>$\lvert\operatorname{GELU}(x)\rvert$ (log. Skala)</translation>
    </message>
    <message>
        <source>approx − exact</source>
        <translation>Näherung − exakt</translation>
    </message>
    <message>
        <source>Precision lens: x in [−40, 0]</source>
        <translation>Genauigkeitslupe: x in [−40, 0]</translation>
    </message>
    <message>
        <source>%1: max |error| $%2$ at $|x| \approx %3$</source>
        <translation>%1: max. |Fehler| $%2$ bei $|x| \approx %3$</translation>
    </message>
    <message>
        <source>textbook: 1% off from $x \approx %1$, exactly 0 from $x \approx %2$</source>
        <translation>Lehrbuchformel: ab $x \approx %1$ um 1 % daneben, ab $x \approx %2$ exakt 0</translation>
    </message>
    <message>
        <source>core: within 1 ULP everywhere, 0 only below $x \approx %1$</source>
        <translation>Kern: überall auf 1 ULP genau, 0 erst unter $x \approx %1$</translation>
    </message>
    <message>
        <source>accurate core: $x\,\Phi(x)$</source>
        <translation>genauer Kern: $x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>textbook $\tfrac{1}{2}x\,(1 + \operatorname{erf}(x/\sqrt{2}))$ (PyTorch, TensorFlow)</source>
        <translation>Lehrbuch $\tfrac{1}{2}x\,(1 + \operatorname{erf}(x/\sqrt{2}))$ (PyTorch, TensorFlow)</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
</context>
<context>
    <name>ui::ExportDialog</name>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation>„%1“ existiert bereits. Ersetzen?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>Export panel</source>
        <translation>Panel exportieren</translation>
    </message>
    <message>
        <source>Export sheet</source>
        <translation>Blatt exportieren</translation>
    </message>
    <message>
        <source>&amp;Panel:</source>
        <translation>&amp;Panel:</translation>
    </message>
    <message>
        <source>As laid out in the window</source>
        <translation>Wie im Fenster angeordnet</translation>
    </message>
    <message numerus="yes">
        <source>Grid of %n column(s)</source>
        <translation>
            <numerusform>Raster mit %n Spalte</numerusform>
            <numerusform>Raster mit %n Spalten</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Layout:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Durch&amp;suchen…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>Pixel</translation>
    </message>
    <message>
        <source>cm (print)</source>
        <translation>cm (Druck)</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>Au&amp;flösung:</translation>
    </message>
    <message>
        <source>2× (sharp on high-dpi screens and projectors)</source>
        <translation>2× (scharf auf HiDPI-Bildschirmen und Beamern)</translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation>S&amp;kalierung:</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>White (paper)</source>
        <translation>Weiß (Papier)</translation>
    </message>
    <message>
        <source>Transparent (PNG, SVG)</source>
        <translation>Transparent (PNG, SVG)</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>&amp;Hintergrund:</translation>
    </message>
    <message>
        <source>1× as on screen; 1.5–2× reads well on slides</source>
        <translation>1× wie am Bildschirm; 1,5–2× gut lesbar auf Folien</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>&amp;Textgröße:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>unknown — the file name must end in .png, .jpg, .svg or .pdf</source>
        <translation>unbekannt — der Dateiname muss auf .png, .jpg, .svg oder .pdf enden</translation>
    </message>
    <message>
        <source>Vector: %1 × %2 cm</source>
        <translation>Vektor: %1 × %2 cm</translation>
    </message>
    <message>
        <source>Bitmap: %1 × %2 pixels</source>
        <translation>Bitmap: %1 × %2 Pixel</translation>
    </message>
    <message>
        <source>PNG image (*.png);;JPEG image (*.jpg *.jpeg);;SVG vector image (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;JPEG-Bild (*.jpg *.jpeg);;SVG-Vektorgrafik (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>T&amp;itel:</translation>
    </message>
    <message>
        <source>Draw the title</source>
        <translation>Titel zeichnen</translation>
    </message>
    <message>
        <source>Draw the titles</source>
        <translation>Titel zeichnen</translation>
    </message>
    <message>
        <source>Mark x (its line, the points there and their read-outs)</source>
        <translation>x markieren (seine Linie, die Punkte dort und ihre Anzeigen)</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>Angezeigte Panels:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>&amp;Heading:</source>
        <translation>Ü&amp;berschrift:</translation>
    </message>
</context>
<context>
    <name>ui::FormulaDialog</name>
    <message>
        <source>New formula</source>
        <translation>Neue Formel</translation>
    </message>
    <message>
        <source>Edit formula</source>
        <translation>Formel bearbeiten</translation>
    </message>
    <message>
        <source>e.g. bent</source>
        <translation>z. B. bent</translation>
    </message>
    <message>
        <source>Formula name</source>
        <translation>Formelname</translation>
    </message>
    <message>
        <source>e.g. x + 0.1*x^2</source>
        <translation>z. B. x + 0.1*x^2</translation>
    </message>
    <message>
        <source>Formula expression in x</source>
        <translation>Formelausdruck in x</translation>
    </message>
    <message>
        <source>x, numbers (0.5, 2e-3), pi, e, + − * / ^, ( ), comparisons and c ? a : b; exp log log1p expm1 log2 log10 sqrt abs sign min max sin cos tan atan sinh cosh tanh erf erfc Phi phi sigmoid softplus gelu relu</source>
        <translation>x, Zahlen (0.5, 2e-3), pi, e, + − * / ^, ( ), Vergleiche und c ? a : b; exp log log1p expm1 log2 log10 sqrt abs sign min max sin cos tan atan sinh cosh tanh erf erfc Phi phi sigmoid softplus gelu relu</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>durchgezogen</translation>
    </message>
    <message>
        <source>dashed</source>
        <translation>gestrichelt</translation>
    </message>
    <message>
        <source>dotted</source>
        <translation>gepunktet</translation>
    </message>
    <message>
        <source>dash-dot</source>
        <translation>strichpunktiert</translation>
    </message>
    <message>
        <source>dash-dot-dot</source>
        <translation>strich-zweipunktiert</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>f(x) =</source>
        <translation>f(x) =</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>name: empty</source>
        <translation>Name: leer</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#2a7a2a&apos;&gt;✓ valid; its derivative d%1 comes with it&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#2a7a2a&apos;&gt;✓ gültig; die Ableitung d%1 wird mitgeliefert&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Its parameters (%1) get sliders under Activation parameters</source>
        <translation>Ihre Parameter (%1) erhalten Schieberegler unter Aktivierungsparameter</translation>
    </message>
    <message>
        <source>Name the formula, then type its expression in x.</source>
        <translation>Benennen Sie die Formel und geben Sie dann ihren Ausdruck in x ein.</translation>
    </message>
</context>
<context>
    <name>ui::HandoutDialog</name>
    <message>
        <source>Export handout</source>
        <translation>Handout exportieren</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Light suits paper; dark and high contrast suit a screen</source>
        <translation>Hell passt zu Papier; Dunkel und hoher Kontrast passen zu einem Bildschirm</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thema:</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Letter (8,5 × 11 Zoll)</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source>One step a page (large figures)</source>
        <translation>Ein Schritt pro Seite (große Abbildungen)</translation>
    </message>
    <message>
        <source>Two steps a page</source>
        <translation>Zwei Schritte pro Seite</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Layout:</translation>
    </message>
    <message>
        <source>Print the presenter&apos;s &amp;notes and right answers</source>
        <translation>&amp;Notizen der Vortragenden und richtige Antworten drucken</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Choose a file for the handout.</source>
        <translation>Eine Datei für das Handout wählen.</translation>
    </message>
</context>
<context>
    <name>ui::LectureView</name>
    <message>
        <source>GELU Explorer — lecture</source>
        <translation>GELU Explorer — Vorlesung</translation>
    </message>
    <message>
        <source> · P sweep x</source>
        <translation> · P x durchlaufen</translation>
    </message>
    <message>
        <source> · P play/pause</source>
        <translation> · P Abspielen/Pause</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source> · P train/pause</source>
        <translation> · P trainieren/anhalten</translation>
    </message>
    <message>
        <source>GELU Explorer — lecture, step %1 of %2</source>
        <translation>GELU Explorer — Vorlesung, Schritt %1 von %2</translation>
    </message>
    <message>
        <source>→ next · ← back%1 · +/− move x · ? all keys · H hides these · Esc leave</source>
        <translation>→ weiter · ← zurück%1 · +/− x verschieben · ? alle Tasten · H blendet diese aus · Esc beenden</translation>
    </message>
    <message>
        <source>Step %1 of %2, part %3 of %4</source>
        <translation>Schritt %1 von %2, Teil %3 von %4</translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>Checking the steps: training the run of step %1 of %2…</source>
        <translation>Die Schritte werden geprüft: der Lauf von Schritt %1 von %2 wird trainiert …</translation>
    </message>
    <message>
        <source>GELU Explorer — GELU(x) = x·Φ(x)</source>
        <translation>GELU Explorer — GELU(x) = x·Φ(x)</translation>
    </message>
    <message>
        <source>&amp;Export this panel…</source>
        <translation>Panel &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Copy image</source>
        <translation>Bild &amp;kopieren</translation>
    </message>
    <message>
        <source>Move x right</source>
        <translation>x nach rechts</translation>
    </message>
    <message>
        <source>Move x left</source>
        <translation>x nach links</translation>
    </message>
    <message>
        <source>Move x right (fine)</source>
        <translation>x nach rechts (fein)</translation>
    </message>
    <message>
        <source>Move x left (fine)</source>
        <translation>x nach links (fein)</translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation>&amp;Abspielen / Pause</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <source>&amp;Reset simulation</source>
        <translation>Simulation &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Open scene…</source>
        <translation>Szene ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save scene</source>
        <translation>Szene &amp;speichern</translation>
    </message>
    <message>
        <source>Save scene &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Export &amp;panel…</source>
        <translation>&amp;Panel exportieren…</translation>
    </message>
    <message>
        <source>Export s&amp;heet…</source>
        <translation>B&amp;latt exportieren…</translation>
    </message>
    <message>
        <source>One panel as a figure: PNG, SVG, PDF or JPEG</source>
        <translation>Ein Panel als Abbildung: PNG, SVG, PDF oder JPEG</translation>
    </message>
    <message>
        <source>Several panels in one figure, laid out as the view shows them (the view&apos;s panels ticked): PNG, SVG, PDF or JPEG</source>
        <translation>Mehrere Panels in einer Abbildung, angeordnet wie in der Ansicht (die Panels der Ansicht angehakt): PNG, SVG, PDF oder JPEG</translation>
    </message>
    <message>
        <source>Export &amp;data (CSV)…</source>
        <translation>&amp;Daten exportieren (CSV)…</translation>
    </message>
    <message>
        <source>Export &amp;animation…</source>
        <translation>&amp;Animation exportieren…</translation>
    </message>
    <message>
        <source>&amp;Copy panel image</source>
        <translation>Panelbild &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Lecture mode</source>
        <translation>&amp;Vorlesungsmodus</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>Beisp&amp;iele</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>&amp;Simulation</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About GELU Explorer</source>
        <translation>Ü&amp;ber GELU Explorer</translation>
    </message>
    <message>
        <source>About GELU Explorer</source>
        <translation>Über GELU Explorer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GELU Explorer %1&lt;/h3&gt;&lt;p&gt;GELU(x) = x·Φ(x) is the expected value of a mask that keeps x with probability Φ(x) = P(X ≤ x).&lt;/p&gt;&lt;p&gt;Keys: ←/→ move x (Shift: fine), Space play/pause, R reset, F5 lecture mode, Ctrl+Z undo.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GELU Explorer %1&lt;/h3&gt;&lt;p&gt;GELU(x) = x·Φ(x) ist der Erwartungswert einer Maske, die x mit Wahrscheinlichkeit Φ(x) = P(X ≤ x) behält.&lt;/p&gt;&lt;p&gt;Tasten: ←/→ x verschieben (Umschalt: fein), Leertaste Abspielen/Pause, R Zurücksetzen, F5 Vorlesungsmodus, Strg+Z Rückgängig.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>Szene öffnen</translation>
    </message>
    <message>
        <source>x = %1    Φ(x) = %2    GELU(x) = %3</source>
        <translation>x = %1    Φ(x) = %2    GELU(x) = %3</translation>
    </message>
    <message>
        <source>    estimate %1 ± %2 (95%, n = %3)</source>
        <translation>    Schätzung %1 ± %2 (95%, n = %3)</translation>
    </message>
    <message>
        <source>no panel to export</source>
        <translation>kein Panel zum Exportieren</translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard</source>
        <translation>„%1“ in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>Daten exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Settings cannot be saved: &apos;%1&apos; is not writable (the layout, theme and recent files will be forgotten)</source>
        <translation>Einstellungen können nicht gespeichert werden: „%1“ ist nicht beschreibbar (Layout, Farbschema und zuletzt geöffnete Dateien gehen verloren)</translation>
    </message>
    <message>
        <source>Export training history</source>
        <translation>Trainingsverlauf exportieren</translation>
    </message>
    <message>
        <source>Export &amp;training history (CSV)…</source>
        <translation>&amp;Trainingsverlauf exportieren (CSV)…</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>Präsentation öffnen</translation>
    </message>
    <message>
        <source>Deck &quot;%1&quot; opened (steps: %2); F5 presents it.</source>
        <translation>Präsentation „%1“ geöffnet (Schritte: %2); F5 führt sie vor.</translation>
    </message>
    <message>
        <source>Open &amp;deck…</source>
        <translation>&amp;Präsentation öffnen…</translation>
    </message>
    <message>
        <source>Writing the step videos…</source>
        <translation>Die Schrittvideos werden geschrieben…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export step videos</source>
        <translation>Schrittvideos exportieren</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <source>Cancelled: no video was written or replaced.</source>
        <translation>Abgebrochen: Kein Video wurde geschrieben oder ersetzt.</translation>
    </message>
    <message>
        <source>Exported %1 videos into %2</source>
        <translation>%1 Videos nach %2 exportiert</translation>
    </message>
    <message>
        <source>Export hand&amp;out (PDF)…</source>
        <translation>Hand&amp;out exportieren (PDF)…</translation>
    </message>
    <message>
        <source>Export step &amp;videos…</source>
        <translation>Schritt&amp;videos exportieren…</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Show a step</source>
        <translation>Einen Schritt zeigen</translation>
    </message>
    <message>
        <source>&amp;New deck</source>
        <translation>&amp;Neue Präsentation</translation>
    </message>
    <message>
        <source>Save dec&amp;k</source>
        <translation>Präsentation spei&amp;chern</translation>
    </message>
    <message>
        <source>Save deck as…</source>
        <translation>Präsentation speichern unter…</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Präsentationen</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <source>Save &amp;view…</source>
        <translation>&amp;Ansicht speichern…</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>Layout &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Views</source>
        <translation>&amp;Ansichten</translation>
    </message>
    <message>
        <source>&amp;Tour</source>
        <translation>&amp;Rundgang</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Tasten</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>&lt;b&gt;Views.&lt;/b&gt; Each tab is a view: panels laid out like a figure. Start with &lt;i&gt;The idea&lt;/i&gt;; Ctrl+1 … Ctrl+%1 switch views, &lt;i&gt;Panels&lt;/i&gt; picks a view&apos;s panels.</source>
        <translation>&lt;b&gt;Ansichten.&lt;/b&gt; Jeder Reiter ist eine Ansicht: Panels, angeordnet wie eine Abbildung. Beginnen Sie mit &lt;i&gt;Die Idee&lt;/i&gt;; Strg+1 … Strg+%1 wechseln die Ansicht, &lt;i&gt;Angezeigte Panels&lt;/i&gt; wählt ihre Panels.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The shaded area is Φ(x).&lt;/b&gt; Under the normal curve, the area up to x is the probability that X ~ N(0, 1) is at most x. Drag the line at x, or press ← and →.</source>
        <translation>&lt;b&gt;Die schattierte Fläche ist Φ(x).&lt;/b&gt; Unter der Normalverteilungskurve ist die Fläche bis x die Wahrscheinlichkeit, dass X ~ N(0, 1) höchstens x ist. Ziehen Sie die Linie bei x oder drücken Sie ← und →.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The same number as a curve.&lt;/b&gt; Φ(x) is the probability that the mask keeps x: near 1 for large x, near 0 far left.</source>
        <translation>&lt;b&gt;Dieselbe Zahl als Kurve.&lt;/b&gt; Φ(x) ist die Wahrscheinlichkeit, dass die Maske x behält: nahe 1 für große x, nahe 0 weit links.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Toss the coin.&lt;/b&gt; Press Play: each draw keeps x with probability Φ(x), else gives 0. The running mean settles on x·Φ(x).</source>
        <translation>&lt;b&gt;Werfen Sie die Münze.&lt;/b&gt; Drücken Sie Abspielen: Jede Ziehung behält x mit Wahrscheinlichkeit Φ(x), sonst ergibt sie 0. Der laufende Mittelwert pendelt sich bei x·Φ(x) ein.</translation>
    </message>
    <message>
        <source>&lt;b&gt;That mean is GELU(x).&lt;/b&gt; GELU(x) = x·Φ(x): the read-out multiplies the two numbers at your x. ReLU and ELU are drawn beside it.</source>
        <translation>&lt;b&gt;Dieser Mittelwert ist GELU(x).&lt;/b&gt; GELU(x) = x·Φ(x): Die Anzeige multipliziert die beiden Zahlen bei Ihrem x. ReLU und ELU sind daneben gezeichnet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Change what you see.&lt;/b&gt; Move x, change μ and σ, tick more curves or type a formula of your own; Edit ▸ Undo takes any change back.</source>
        <translation>&lt;b&gt;Ändern Sie, was Sie sehen.&lt;/b&gt; Verschieben Sie x, ändern Sie μ und σ, wählen Sie weitere Kurven oder tippen Sie eine eigene Formel; Bearbeiten ▸ Rückgängig nimmt jede Änderung zurück.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Present and export.&lt;/b&gt; F5 presents the built-in lecture (or your deck); File ▸ Export saves figures, handouts and videos. Help ▸ Keys lists every key.</source>
        <translation>&lt;b&gt;Vortragen und exportieren.&lt;/b&gt; F5 führt die eingebaute Vorlesung (oder Ihre Präsentation) vor; Datei ▸ Exportieren speichert Abbildungen, Handouts und Videos. Hilfe ▸ Tasten listet jede Taste.</translation>
    </message>
    <message>
        <source>no panel is ticked for the sheet</source>
        <translation>für das Blatt ist kein Panel angekreuzt</translation>
    </message>
    <message>
        <source>GELU Explorer decks and web pages (*%1 *.html);;All files (*)</source>
        <translation>GELU-Explorer-Präsentationen und -Webseiten (*%1 *.html);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>untitled deck</source>
        <translation>unbenannte Präsentation</translation>
    </message>
    <message>
        <source> · deck %1</source>
        <translation> · Präsentation %1</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Vortragen</translation>
    </message>
    <message>
        <source>Export handout</source>
        <translation>Handout exportieren</translation>
    </message>
    <message>
        <source>Export for web</source>
        <translation>Für das Web exportieren</translation>
    </message>
    <message>
        <source>Export for &amp;web…</source>
        <translation>Für das &amp;Web exportieren…</translation>
    </message>
    <message>
        <source>The window&apos;s colours: light, dark, high contrast or the system&apos;s</source>
        <translation>Die Farben des Fensters: hell, dunkel, hoher Kontrast oder die des Systems</translation>
    </message>
    <message>
        <source>Showing step %1 of the deck, “%2”. A click on the view&apos;s tab above shows its own panels again.</source>
        <translation>Schritt %1 der Präsentation, „%2“, wird gezeigt. Ein Klick auf den Reiter der Ansicht oben zeigt wieder deren eigene Panels.</translation>
    </message>
    <message>
        <source>The scene and the deck have unsaved changes.</source>
        <translation>Die Szene und die Präsentation haben ungespeicherte Änderungen.</translation>
    </message>
</context>
<context>
    <name>ui::MathLabel</name>
    <message>
        <source>&amp;Copy text</source>
        <translation>Text &amp;kopieren</translation>
    </message>
</context>
<context>
    <name>ui::MonteCarloPanel</name>
    <message>
        <source>Each draw will show here: %1 keep $x$, %2 output $0$.</source>
        <translation>Jede Ziehung erscheint hier: %1 $x$ behalten, %2 $0$ ausgeben.</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>Play or pause the simulation (Space)</source>
        <translation>Simulation abspielen oder pausieren (Leertaste)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>One more step of draws</source>
        <translation>Einen weiteren Schritt Ziehungen ausführen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Grid of x</source>
        <translation>x-Raster</translation>
    </message>
    <message>
        <source>Simulate every x of a grid at once</source>
        <translation>Alle x eines Rasters gleichzeitig simulieren</translation>
    </message>
    <message>
        <source>95% band</source>
        <translation>95%-Band</translation>
    </message>
    <message>
        <source>running mean</source>
        <translation>laufender Mittelwert</translation>
    </message>
    <message>
        <source>estimates ± 95%</source>
        <translation>Schätzungen ± 95%</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
    <message>
        <source>average of the masked outputs</source>
        <translation>Mittel der maskierten Ausgaben</translation>
    </message>
    <message>
        <source>number of draws $n$</source>
        <translation>Anzahl Ziehungen $n$</translation>
    </message>
    <message>
        <source>Monte Carlo: keep $x$ with probability $\Phi(x)$, else 0 — the average converges to $x\,\Phi(x)$</source>
        <translation>Monte-Carlo: $x$ mit Wahrscheinlichkeit $\Phi(x)$ behalten, sonst 0 — der Mittelwert konvergiert gegen $x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>$n = 0$ — press Play or Step.   target $x\,\Phi(x) = %1$</source>
        <translation>$n = 0$ — „Abspielen“ oder „Schritt“ drücken.   Ziel $x\,\Phi(x) = %1$</translation>
    </message>
    <message>
        <source>$n = %1$   kept %2 (%3%)   mean $%4 \pm %5$ (95%)   target $x\,\Phi(x) = %6$</source>
        <translation>$n = %1$   behalten %2 (%3%)   Mittel $%4 \pm %5$ (95%)   Ziel $x\,\Phi(x) = %6$</translation>
    </message>
    <message>
        <source>keep $x$</source>
        <translation>$x$ behalten</translation>
    </message>
    <message>
        <source>output $0$</source>
        <translation>Ausgabe $0$</translation>
    </message>
    <message>
        <source>target $x\,\Phi(x)$</source>
        <translation>Ziel $x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>$\mathrm{GELU}(x) = x\,\Phi(x)$</source>
        <translation>$\mathrm{GELU}(x) = x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>Stop, and back to n = 0 with the same seed (R)</source>
        <translation>Anhalten und zurück zu n = 0 mit demselben Startwert (R)</translation>
    </message>
    <message>
        <source>To n = %1…</source>
        <translation>Bis n = %1…</translation>
    </message>
    <message>
        <source>n = %1 reached</source>
        <translation>n = %1 erreicht</translation>
    </message>
    <message>
        <source>Play until the run has this many draws, then stop</source>
        <translation>Abspielen, bis der Lauf so viele Ziehungen hat, dann anhalten</translation>
    </message>
    <message>
        <source>Run to n</source>
        <translation>Laufen bis n</translation>
    </message>
    <message>
        <source>last:</source>
        <translation>zuletzt:</translation>
    </message>
    <message>
        <source>draw %1:</source>
        <translation>Ziehung %1:</translation>
    </message>
    <message>
        <source>$n = %1$</source>
        <translation>$n = %1$</translation>
    </message>
    <message>
        <source>mean $%1 \pm %2$</source>
        <translation>Mittel $%1 \pm %2$</translation>
    </message>
    <message>
        <source>target $%1$</source>
        <translation>Ziel $%1$</translation>
    </message>
    <message>
        <source>$n = 0$: no draws yet.</source>
        <translation>$n = 0$: noch keine Ziehungen.</translation>
    </message>
    <message>
        <source>target $x\,\Phi(x) = %1$</source>
        <translation>Ziel $x\,\Phi(x) = %1$</translation>
    </message>
    <message>
        <source>average</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
</context>
<context>
    <name>ui::NeuronPanel</name>
    <message>
        <source>Input x₁</source>
        <translation>Eingabe x₁</translation>
    </message>
    <message>
        <source>The neuron&apos;s first input</source>
        <translation>Erste Eingabe des Neurons</translation>
    </message>
    <message>
        <source>Input x₂</source>
        <translation>Eingabe x₂</translation>
    </message>
    <message>
        <source>The neuron&apos;s second input</source>
        <translation>Zweite Eingabe des Neurons</translation>
    </message>
    <message>
        <source>Weight w₁</source>
        <translation>Gewicht w₁</translation>
    </message>
    <message>
        <source>The weight of the first input</source>
        <translation>Gewicht der ersten Eingabe</translation>
    </message>
    <message>
        <source>Weight w₂</source>
        <translation>Gewicht w₂</translation>
    </message>
    <message>
        <source>The weight of the second input</source>
        <translation>Gewicht der zweiten Eingabe</translation>
    </message>
    <message>
        <source>Bias b</source>
        <translation>Bias b</translation>
    </message>
    <message>
        <source>Added to the weighted sum s</source>
        <translation>Wird zur gewichteten Summe s addiert</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Aktivierung</translation>
    </message>
    <message>
        <source>The function the neuron applies to s</source>
        <translation>Die Funktion, die das Neuron auf s anwendet</translation>
    </message>
    <message>
        <source>Gate</source>
        <translation>Gate</translation>
    </message>
    <message>
        <source>A gated unit of transformer MLPs: (w·x + b) ⊙ act(v·x + c)</source>
        <translation>Gate-Einheit aus Transformer-MLPs: (w·x + b) ⊙ act(v·x + c)</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>einfach</translation>
    </message>
    <message>
        <source>Gate weight v₁</source>
        <translation>Gate-Gewicht v₁</translation>
    </message>
    <message>
        <source>The gate&apos;s weight of the first input</source>
        <translation>Gewicht des Gates für die erste Eingabe</translation>
    </message>
    <message>
        <source>Gate weight v₂</source>
        <translation>Gate-Gewicht v₂</translation>
    </message>
    <message>
        <source>The gate&apos;s weight of the second input</source>
        <translation>Gewicht des Gates für die zweite Eingabe</translation>
    </message>
    <message>
        <source>Gate bias c</source>
        <translation>Gate-Bias c</translation>
    </message>
    <message>
        <source>Added to the gate&apos;s sum</source>
        <translation>Wird zur Summe des Gates addiert</translation>
    </message>
    <message>
        <source>f</source>
        <translation>f</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>A neuron: $\operatorname{activation}(w_1x_1 + w_2x_2 + b)$</source>
        <translation>Ein Neuron: $\operatorname{Aktivierung}(w_1x_1 + w_2x_2 + b)$</translation>
    </message>
    <message>
        <source>A gated unit: $(w\cdot x + b) \odot \operatorname{act}(v\cdot x + c)$</source>
        <translation>Gate-Einheit: $(w\cdot x + b) \odot \operatorname{act}(v\cdot x + c)$</translation>
    </message>
</context>
<context>
    <name>ui::NumberEdit</name>
    <message>
        <source>This box</source>
        <translation>Dieses Feld</translation>
    </message>
    <message>
        <source>%1 needs a value; it stays %2.</source>
        <translation>%1 braucht einen Wert; es bleibt bei %2.</translation>
    </message>
    <message>
        <source>%1: %2 is outside %3 … %4; it stays %5.</source>
        <translation>%1: %2 liegt außerhalb von %3 … %4; es bleibt bei %5.</translation>
    </message>
    <message>
        <source>%1: “%2” is not a number; it stays %3.</source>
        <translation>%1: „%2“ ist keine Zahl; es bleibt bei %3.</translation>
    </message>
</context>
<context>
    <name>ui::PdfAreaPanel</name>
    <message>
        <source>Normal pdf: the shaded area up to $x$ is $\Phi(x) = P(X \le x)$</source>
        <translation>Normaldichte: Die schattierte Fläche bis $x$ ist $\Phi(x) = P(X \le x)$</translation>
    </message>
</context>
<context>
    <name>ui::PlotPanel</name>
    <message>
        <source>x axis from %1 to %2</source>
        <translation>x-Achse von %1 bis %2</translation>
    </message>
</context>
<context>
    <name>ui::PresenterConsole</name>
    <message>
        <source>The audience sees the end of the lecture (← goes back)</source>
        <translation>Das Publikum sieht das Ende der Vorlesung (← geht zurück)</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>Der aktuelle Schritt</translation>
    </message>
    <message>
        <source>The next step</source>
        <translation>Der nächste Schritt</translation>
    </message>
    <message>
        <source>GELU Explorer — presenter console</source>
        <translation>GELU Explorer — Referentenkonsole</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>fragment %1 of %2</source>
        <translation>Teil %1 von %2</translation>
    </message>
    <message>
        <source>GELU Explorer — presenter console, step %1 of %2</source>
        <translation>GELU Explorer — Referentenkonsole, Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Als Nächstes: %1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Next: the end of the deck</source>
        <translation>Als Nächstes: das Ende des Foliensatzes</translation>
    </message>
    <message>
        <source>No notes for this step.</source>
        <translation>Keine Notizen zu diesem Schritt.</translation>
    </message>
    <message>
        <source>Crowded on the projector: a plot %1 px tall at the smallest type (fewer panels, or a larger screen)</source>
        <translation>Gedrängt auf dem Projektor: ein Diagramm %1 px hoch bei der kleinsten Schrift (weniger Panels oder ein größerer Bildschirm)</translation>
    </message>
    <message>
        <source>The audience sees this step</source>
        <translation>Das Publikum sieht diesen Schritt</translation>
    </message>
    <message>
        <source>The audience sees a black screen (B)</source>
        <translation>Das Publikum sieht einen schwarzen Bildschirm (B)</translation>
    </message>
    <message>
        <source>The audience sees a white screen (W)</source>
        <translation>Das Publikum sieht einen weißen Bildschirm (W)</translation>
    </message>
    <message>
        <source>The audience sees a frozen picture (F)</source>
        <translation>Das Publikum sieht ein eingefrorenes Bild (F)</translation>
    </message>
    <message>
        <source>The mouse works the panels</source>
        <translation>Die Maus bedient die Diagramme</translation>
    </message>
    <message>
        <source>Laser pointer</source>
        <translation>Laserpointer</translation>
    </message>
    <message>
        <source>Pen %1, fading</source>
        <translation>Stift %1, verblassend</translation>
    </message>
    <message>
        <source>Pen %1</source>
        <translation>Stift %1</translation>
    </message>
    <message>
        <source>Go to step: %1_</source>
        <translation>Zu Schritt: %1_</translation>
    </message>
    <message>
        <source>? keys</source>
        <translation>? Tasten</translation>
    </message>
    <message>
        <source>%1 left of %2</source>
        <translation>%1 übrig von %2</translation>
    </message>
    <message>
        <source>%1 over the %2 planned</source>
        <translation>%1 über den geplanten %2</translation>
    </message>
    <message>
        <source>This step %1 of %2</source>
        <translation>Dieser Schritt %1 von %2</translation>
    </message>
    <message>
        <source>This step %1</source>
        <translation>Dieser Schritt %1</translation>
    </message>
    <message>
        <source>%1 behind the plan</source>
        <translation>%1 hinter dem Plan</translation>
    </message>
    <message>
        <source>%1 ahead of the plan</source>
        <translation>%1 vor dem Plan</translation>
    </message>
    <message>
        <source>On time</source>
        <translation>Im Plan</translation>
    </message>
    <message>
        <source>The last step</source>
        <translation>Der letzte Schritt</translation>
    </message>
    <message>
        <source>This step %1 over</source>
        <translation>Dieser Schritt %1 zu lang</translation>
    </message>
    <message>
        <source>The network the room joins on (remembered)</source>
        <translation>Das Netz, über das der Hörsaal beitritt (gemerkt)</translation>
    </message>
    <message>
        <source>Join code on screen (J)</source>
        <translation>Beitrittscode zeigen (J)</translation>
    </message>
    <message>
        <source>this computer only</source>
        <translation>nur dieser Rechner</translation>
    </message>
    <message>
        <source>Stop sharing (R)</source>
        <translation>Teilen beenden (R)</translation>
    </message>
    <message>
        <source>Share with the room (R)</source>
        <translation>Mit dem Hörsaal teilen (R)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n following</source>
        <translation>
            <numerusform>%1 · %n folgt</numerusform>
            <numerusform>%1 · %n folgen</numerusform>
        </translation>
    </message>
    <message>
        <source>Not shared</source>
        <translation>Nicht geteilt</translation>
    </message>
    <message>
        <source>Next: fragment %1 of %2</source>
        <translation>Als Nächstes: Teil %1 von %2</translation>
    </message>
    <message>
        <source>Save answers…</source>
        <translation>Antworten speichern…</translation>
    </message>
    <message>
        <source>answered: %1, shown (A hides)</source>
        <translation>geantwortet: %1, gezeigt (A verbirgt)</translation>
    </message>
    <message>
        <source>answered: %1 (A reveals)</source>
        <translation>geantwortet: %1 (A zeigt)</translation>
    </message>
    <message>
        <source>Save the room&apos;s answers</source>
        <translation>Antworten des Saals speichern</translation>
    </message>
    <message>
        <source>answers.csv</source>
        <translation>antworten.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Answers saved to %1</source>
        <translation>Antworten in %1 gespeichert</translation>
    </message>
    <message>
        <source>The room&apos;s answers to every question so far, as CSV (anonymous; they are kept nowhere else and end with the talk)</source>
        <translation>Die Antworten des Saals auf alle bisherigen Fragen als CSV (anonym; sie werden nirgends sonst gespeichert und enden mit dem Vortrag)</translation>
    </message>
</context>
<context>
    <name>ui::PresentingSession</name>
    <message>
        <source>B or .  W</source>
        <translation>B oder .  W</translation>
    </message>
    <message>
        <source>→  Space  PageDown</source>
        <translation>→  Leertaste  Bild↓</translation>
    </message>
    <message>
        <source>next fragment or step</source>
        <translation>nächster Teil oder Schritt</translation>
    </message>
    <message>
        <source>←  Backspace  PageUp</source>
        <translation>←  Rücktaste  Bild↑</translation>
    </message>
    <message>
        <source>back</source>
        <translation>zurück</translation>
    </message>
    <message>
        <source>Home  End</source>
        <translation>Pos1  Ende</translation>
    </message>
    <message>
        <source>first, last step</source>
        <translation>erster, letzter Schritt</translation>
    </message>
    <message>
        <source>G, a number, Enter</source>
        <translation>G, eine Zahl, Eingabe</translation>
    </message>
    <message>
        <source>go to a step (the audience sees none between)</source>
        <translation>zu einem Schritt springen (das Publikum sieht keinen dazwischen)</translation>
    </message>
    <message>
        <source>play or pause what the step plays</source>
        <translation>abspielen oder anhalten, was der Schritt abspielt</translation>
    </message>
    <message>
        <source>move x</source>
        <translation>x verschieben</translation>
    </message>
    <message>
        <source>black, white screen (again: back)</source>
        <translation>schwarzer, weißer Bildschirm (nochmals: zurück)</translation>
    </message>
    <message>
        <source>freeze the audience&apos;s picture while you move on</source>
        <translation>das Bild des Publikums einfrieren, während Sie weitergehen</translation>
    </message>
    <message>
        <source>pen in colour n, laser pointer, the mouse works the panels</source>
        <translation>Stift in Farbe n, Laserpointer, die Maus bedient die Diagramme</translation>
    </message>
    <message>
        <source>ink fades or stays, clear the ink</source>
        <translation>Tinte verblasst oder bleibt, Tinte löschen</translation>
    </message>
    <message>
        <source>swap the screens, the console as a window (one screen)</source>
        <translation>Bildschirme tauschen, die Konsole als Fenster (ein Bildschirm)</translation>
    </message>
    <message>
        <source>restart the timer, the key hints</source>
        <translation>Zeitmessung neu starten, die Tastenhinweise</translation>
    </message>
    <message>
        <source>leave presenting</source>
        <translation>Präsentation verlassen</translation>
    </message>
    <message>
        <source>these keys</source>
        <translation>diese Tasten</translation>
    </message>
    <message>
        <source>Go to step: %1_  (Enter goes, Esc cancels)</source>
        <translation>Zu Schritt: %1_  (Eingabe springt, Esc bricht ab)</translation>
    </message>
    <message>
        <source>scroll the notes</source>
        <translation>die Notizen scrollen</translation>
    </message>
    <message>
        <source>Share with the room</source>
        <translation>Mit dem Hörsaal teilen</translation>
    </message>
    <message>
        <source>share with the room (again: stop), its join code on the screen</source>
        <translation>mit dem Hörsaal teilen (nochmals: beenden), den Beitrittscode zeigen</translation>
    </message>
    <message>
        <source>reveal the room&apos;s answers to the step&apos;s question (again: hide)</source>
        <translation>die Antworten des Saals auf die Frage des Schritts zeigen (nochmals: verbergen)</translation>
    </message>
</context>
<context>
    <name>ui::PropagationPanel</name>
    <message>
        <source>Signal propagation: a Gaussian through f, and through a deep random network</source>
        <translation>Signalausbreitung: eine Gauß-Verteilung durch f und durch ein tiefes Zufallsnetz</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>Verstärkung</translation>
    </message>
    <message>
        <source>The weights&apos; gain g: weights N(0, g²/width)</source>
        <translation>Die Verstärkung g der Gewichte: Gewichte N(0, g²/Breite)</translation>
    </message>
    <message>
        <source>Custom gain</source>
        <translation>Eigene Verstärkung</translation>
    </message>
    <message>
        <source>The gain g when the rule is custom</source>
        <translation>Die Verstärkung g, wenn die Regel „eigener Wert“ ist</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Layers after the input</source>
        <translation>Schichten nach der Eingabe</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Units per layer</source>
        <translation>Einheiten pro Schicht</translation>
    </message>
    <message>
        <source>g</source>
        <translation>g</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>layer $l$</source>
        <translation>Schicht $l$</translation>
    </message>
    <message>
        <source>variance $q_l$</source>
        <translation>Varianz $q_l$</translation>
    </message>
    <message>
        <source>%1 draws</source>
        <translation>%1 Ziehungen</translation>
    </message>
    <message>
        <source>$P = %1$</source>
        <translation>$P = %1$</translation>
    </message>
    <message>
        <source>$y = f(x)$</source>
        <translation>$y = f(x)$</translation>
    </message>
    <message>
        <source>density</source>
        <translation>Dichte</translation>
    </message>
    <message>
        <source>pre-activation $h$</source>
        <translation>Voraktivierung $h$</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>The variance map $q \mapsto g^2\,\mathrm{E}[f(\sqrt{q}\,Z)^2]%1$</source>
        <translation>Die Varianzabbildung $q \mapsto g^2\,\mathrm{E}[f(\sqrt{q}\,Z)^2]%1$</translation>
    </message>
    <message>
        <source>Variance by layer: width %1 (dots), theory (lines)</source>
        <translation>Varianz je Schicht: Breite %1 (Punkte), Theorie (Linien)</translation>
    </message>
    <message>
        <source>%1 of %2: mean $%3$, $\mathrm{E}[f^2]$ $%4$, gain $%5$</source>
        <translation>%1 von %2: Mittelwert $%3$, $\mathrm{E}[f^2]$ $%4$, Verstärkung $%5$</translation>
    </message>
    <message>
        <source>%1: pre-activations by layer</source>
        <translation>%1: Voraktivierungen je Schicht</translation>
    </message>
    <message>
        <source>%1 at gain %2: variance %3 after %4 layers (theory %5); mean %6, E[f²] %7 for %8</source>
        <translation>%1 bei Verstärkung %2: Varianz %3 nach %4 Schichten (Theorie %5); Mittelwert %6, E[f²] %7 für %8</translation>
    </message>
    <message>
        <source>He: √2</source>
        <translation>He: √2</translation>
    </message>
    <message>
        <source>second moment: 1/√E[f(Z)²]</source>
        <translation>zweites Moment: 1/√E[f(Z)²]</translation>
    </message>
    <message>
        <source>Xavier: 1</source>
        <translation>Xavier: 1</translation>
    </message>
    <message>
        <source>PyTorch default: 1/√3</source>
        <translation>PyTorch-Standard: 1/√3</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>eigener Wert</translation>
    </message>
    <message>
        <source>%1, theory</source>
        <translation>%1, Theorie</translation>
    </message>
    <message>
        <source>%1, width %2</source>
        <translation>%1, Breite %2</translation>
    </message>
    <message>
        <source>Signal propagation</source>
        <translation>Signalausbreitung</translation>
    </message>
    <message>
        <source>layer %1
h = %2
mean %3, variance %4</source>
        <translation>Schicht %1
h = %2
Mittelwert %3, Varianz %4</translation>
    </message>
</context>
<context>
    <name>ui::QuestionEditor</name>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>A point on a curve</source>
        <translation>Ein Punkt auf einer Kurve</translation>
    </message>
    <message>
        <source>A number</source>
        <translation>Eine Zahl</translation>
    </message>
    <message>
        <source>One of several choices</source>
        <translation>Eine von mehreren Antworten</translation>
    </message>
    <message>
        <source>What the room answers on their devices while the lecture is shared</source>
        <translation>Was der Saal auf den eigenen Geräten beantwortet, während die Vorlesung geteilt wird</translation>
    </message>
    <message>
        <source>Where is GELU smallest?</source>
        <translation>Wo ist GELU am kleinsten?</translation>
    </message>
    <message>
        <source>The curve the room places its points on</source>
        <translation>Die Kurve, auf die der Saal seine Punkte setzt</translation>
    </message>
    <message>
        <source>A formula of x at the step&apos;s x (Phi(1), 0.5, gelu(x)); for a point also minimum or maximum; empty: no right answer</source>
        <translation>Eine Formel in x beim x des Schritts (Phi(1), 0.5, gelu(x)); für einen Punkt auch minimum oder maximum; leer: keine richtige Antwort</translation>
    </message>
    <message>
        <source>One choice a line (2 to 6)</source>
        <translation>Eine Antwort pro Zeile (2 bis 6)</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>How far from the right answer still counts as right</source>
        <translation>Wie weit von der richtigen Antwort noch als richtig gilt</translation>
    </message>
    <message>
        <source>&amp;Question:</source>
        <translation>Fr&amp;age:</translation>
    </message>
    <message>
        <source>Asks:</source>
        <translation>Fragt:</translation>
    </message>
    <message>
        <source>On the curve:</source>
        <translation>Auf der Kurve:</translation>
    </message>
    <message>
        <source>Right answer:</source>
        <translation>Richtige Antwort:</translation>
    </message>
    <message>
        <source>Choices:</source>
        <translation>Antworten:</translation>
    </message>
    <message>
        <source>Right choice:</source>
        <translation>Richtige Wahl:</translation>
    </message>
    <message>
        <source>Counts as right within:</source>
        <translation>Richtig innerhalb von:</translation>
    </message>
    <message>
        <source>Right: x = %1 (within ±%2)</source>
        <translation>Richtig: x = %1 (innerhalb ±%2)</translation>
    </message>
    <message>
        <source>Right: %1 (within ±%2)</source>
        <translation>Richtig: %1 (innerhalb ±%2)</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Richtig: %1</translation>
    </message>
    <message>
        <source>No right answer: the room&apos;s answers are shown as they are</source>
        <translation>Keine richtige Antwort: die Antworten des Saals werden gezeigt, wie sie sind</translation>
    </message>
    <message>
        <source>The question as the room reads it on their devices</source>
        <translation>Die Frage, wie der Saal sie auf den eigenen Geräten liest</translation>
    </message>
    <message>
        <source>The answers the room picks from, one a line</source>
        <translation>Die Antworten, aus denen der Saal wählt, eine pro Zeile</translation>
    </message>
    <message>
        <source>The choice marked right when the answers are shown</source>
        <translation>Die Antwort, die beim Zeigen der Antworten als richtig markiert wird</translation>
    </message>
</context>
<context>
    <name>ui::SceneDocument</name>
    <message>
        <source>untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1[*] — GELU Explorer</source>
        <translation>%1[*] — GELU Explorer</translation>
    </message>
    <message>
        <source>Cannot open the scene</source>
        <translation>Szene kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Cannot save the scene</source>
        <translation>Szene kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Save scene</source>
        <translation>Szene speichern</translation>
    </message>
    <message>
        <source>GELU Explorer scenes (*%1)</source>
        <translation>GELU-Explorer-Szenen (*%1)</translation>
    </message>
    <message>
        <source>The scene has unsaved changes.</source>
        <translation>Die Szene hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>Szene öffnen</translation>
    </message>
    <message>
        <source>GELU Explorer scenes, figures and web pages (*%1 *.png *.svg *.html);;All files (*)</source>
        <translation>GELU-Explorer-Szenen, -Abbildungen und -Webseiten (*%1 *.png *.svg *.html);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>ui::SceneHistory</name>
    <message>
        <source>Move x</source>
        <translation>x verschieben</translation>
    </message>
    <message>
        <source>Change the shape (μ, σ, α, β, slope, λ)</source>
        <translation>Formparameter ändern (μ, σ, α, β, Steigung, λ)</translation>
    </message>
    <message>
        <source>Show or hide curves</source>
        <translation>Kurven ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Change the range</source>
        <translation>Bereich ändern</translation>
    </message>
    <message>
        <source>Change the simulation</source>
        <translation>Simulation ändern</translation>
    </message>
    <message>
        <source>Change the neuron</source>
        <translation>Neuron ändern</translation>
    </message>
    <message>
        <source>Change the scene</source>
        <translation>Szene ändern</translation>
    </message>
    <message>
        <source>Change the deep network</source>
        <translation>Das tiefe Netz ändern</translation>
    </message>
    <message>
        <source>Change the number format</source>
        <translation>Das Zahlenformat ändern</translation>
    </message>
    <message>
        <source>Change the training</source>
        <translation>Training ändern</translation>
    </message>
    <message>
        <source>Change a formula&apos;s parameter</source>
        <translation>Parameter einer Formel ändern</translation>
    </message>
    <message>
        <source>Change the formulas</source>
        <translation>Formeln ändern</translation>
    </message>
</context>
<context>
    <name>ui::SeedEdit</name>
    <message>
        <source>Seed: %1 is beyond 18446744073709551615; it stays %2.</source>
        <translation>Startwert: %1 ist größer als 18446744073709551615; er bleibt bei %2.</translation>
    </message>
    <message>
        <source>Any whole number from 0 to 18446744073709551615</source>
        <translation>Beliebige ganze Zahl von 0 bis 18446744073709551615</translation>
    </message>
</context>
<context>
    <name>ui::SeedRepeatDialog</name>
    <message>
        <source>a second</source>
        <translation>eine Sekunde</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>Repeat over seeds</source>
        <translation>Über Startwerte wiederholen</translation>
    </message>
    <message>
        <source>One run shows one draw. Each seed draws new data, initial weights and batches, the same for every activation; the spread over seeds says whether a difference holds.</source>
        <translation>Ein Lauf zeigt eine Ziehung. Jeder Startwert zieht neue Daten, Anfangsgewichte und Batches, für jede Aktivierung dieselben; die Streuung über die Startwerte sagt, ob ein Unterschied hält.</translation>
    </message>
    <message>
        <source>&amp;Seeds</source>
        <translation>&amp;Startwerte</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Startwerte</translation>
    </message>
    <message>
        <source>How many runs, each from its own seed</source>
        <translation>Wie viele Läufe, jeder mit eigenem Startwert</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>%v of %m seeds</source>
        <translation>%v von %m Startwerten</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>Als CSV speichern…</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1, %2 points, hidden layers %3, %4 at rate %5, %6 epochs; seeds %7 to %8.</source>
        <translation>%1, %2 Punkte, verdeckte Schichten %3, %4 mit Rate %5, %6 Epochen; Startwerte %7 bis %8.</translation>
    </message>
    <message>
        <source>SGD with momentum 0.9</source>
        <translation>SGD mit Momentum 0,9</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <source>%1 seeds would take more than an hour: at most %2, or fewer epochs or a smaller network.</source>
        <translation>%1 Startwerte würden mehr als eine Stunde dauern: höchstens %2, oder weniger Epochen oder ein kleineres Netz.</translation>
    </message>
    <message>
        <source>%1 seeds would take more than an hour: fewer epochs or a smaller network.</source>
        <translation>%1 Startwerte würden mehr als eine Stunde dauern: weniger Epochen oder ein kleineres Netz.</translation>
    </message>
    <message>
        <source>The training&apos;s settings changed since these runs: Run again to repeat the run shown now.</source>
        <translation>Die Trainingseinstellungen haben sich seit diesen Läufen geändert: erneut starten, um den jetzt gezeigten Lauf zu wiederholen.</translation>
    </message>
    <message>
        <source>Training the first seed…</source>
        <translation>Der erste Startwert wird trainiert…</translation>
    </message>
    <message>
        <source>Run to train every activation once per seed.</source>
        <translation>Starten, um jede Aktivierung einmal je Startwert zu trainieren.</translation>
    </message>
    <message>
        <source>test accuracy (%)</source>
        <translation>Testgenauigkeit (%)</translation>
    </message>
    <message>
        <source>test loss</source>
        <translation>Testverlust</translation>
    </message>
    <message>
        <source>test loss (×%1)</source>
        <translation>Testverlust (×%1)</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Aktivierung</translation>
    </message>
    <message>
        <source>Test accuracy (%)</source>
        <translation>Testgenauigkeit (%)</translation>
    </message>
    <message>
        <source>Test loss</source>
        <translation>Testverlust</translation>
    </message>
    <message>
        <source>Test loss (×%1)</source>
        <translation>Testverlust (×%1)</translation>
    </message>
    <message>
        <source>Least – greatest</source>
        <translation>Kleinster – größter</translation>
    </message>
    <message>
        <source>Difference to %1 (points)</source>
        <translation>Unterschied zu %1 (Prozentpunkte)</translation>
    </message>
    <message>
        <source>Difference to %1</source>
        <translation>Unterschied zu %1</translation>
    </message>
    <message>
        <source>Difference to %1 (×%2)</source>
        <translation>Unterschied zu %1 (×%2)</translation>
    </message>
    <message>
        <source>Dead units</source>
        <translation>Tote Einheiten</translation>
    </message>
    <message>
        <source>Runs with dead units</source>
        <translation>Läufe mit toten Einheiten</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 (at most %2)</source>
        <translation>%1 (höchstens %2)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>; %1 diverged</source>
        <translation>; %1 divergiert</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>An&amp;halten</translation>
    </message>
    <message>
        <source>Save the seeds&apos; runs</source>
        <translation>Läufe der Startwerte speichern</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Gespeichert in %1.</translation>
    </message>
    <message>
        <source>A seed could not be trained (memory short?): the repeat ended early.</source>
        <translation>Ein Startwert ließ sich nicht trainieren (zu wenig Speicher?): die Wiederholung endete vorzeitig.</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 seeds.</source>
        <translation>Nach %1 von %2 Startwerten angehalten.</translation>
    </message>
    <message>
        <source>Dots: each seed&apos;s test accuracy after the last epoch; bars: the mean ± one standard deviation, the runs&apos; spread.</source>
        <translation>Punkte: die Testgenauigkeit jedes Startwerts nach der letzten Epoche; Balken: der Mittelwert ± eine Standardabweichung, die Streuung der Läufe.</translation>
    </message>
    <message>
        <source>Dots: each seed&apos;s test loss after the last epoch; bars: the mean ± one standard deviation, the runs&apos; spread.</source>
        <translation>Punkte: der Testverlust jedes Startwerts nach der letzten Epoche; Balken: der Mittelwert ± eine Standardabweichung, die Streuung der Läufe.</translation>
    </message>
    <message>
        <source>The difference to the first activation is taken seed by seed (the same data and start for both); where its 95% interval holds 0 the runs show no difference.</source>
        <translation>Der Unterschied zur ersten Aktivierung wird je Startwert gebildet (dieselben Daten und derselbe Start für beide); wo sein 95-%-Intervall die 0 enthält, zeigen die Läufe keinen Unterschied.</translation>
    </message>
    <message>
        <source>The runs show</source>
        <translation>Die Läufe zeigen</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 bis %3)</translation>
    </message>
    <message>
        <source>no difference shown</source>
        <translation>keinen Unterschied</translation>
    </message>
    <message>
        <source>%1 ahead</source>
        <translation>%1 vorn</translation>
    </message>
</context>
<context>
    <name>ui::StepVideosDialog</name>
    <message>
        <source>Export step videos</source>
        <translation>Schrittvideos exportieren</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Durch&amp;suchen…</translation>
    </message>
    <message>
        <source>Export a video per step into</source>
        <translation>Ein Video pro Schritt exportieren nach</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>1280 × 720 (720p)</source>
        <translation>1280 × 720 (720p)</translation>
    </message>
    <message>
        <source>1920 × 1080 (1080p)</source>
        <translation>1920 × 1080 (1080p)</translation>
    </message>
    <message>
        <source>3840 × 2160 (4K)</source>
        <translation>3840 × 2160 (4K)</translation>
    </message>
    <message>
        <source>The size of the projector or of the slides the videos go into</source>
        <translation>Die Größe des Projektors oder der Folien, in die die Videos kommen</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thema:</translation>
    </message>
    <message>
        <source>Choose a folder for the videos.</source>
        <translation>Wählen Sie einen Ordner für die Videos.</translation>
    </message>
</context>
<context>
    <name>ui::StepsDock</name>
    <message>
        <source>This step&apos;s fragments change the scene as they appear: it is retaken by editing its deck file</source>
        <translation>Die Fragmente dieses Schritts ändern die Szene, wenn sie erscheinen: er wird in seiner Deck-Datei geändert</translation>
    </message>
    <message>
        <source>Short title: the step list, the console, handouts</source>
        <translation>Kurzer Titel: Schrittliste, Konsole, Handouts</translation>
    </message>
    <message>
        <source>One sentence on the slide; $\Phi(x)$ is typeset</source>
        <translation>Ein Satz auf der Folie; $\Phi(x)$ wird gesetzt</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>z. B. %1</translation>
    </message>
    <message>
        <source>&amp;Retake the current view</source>
        <translation>Aktuelle Ansicht neu &amp;übernehmen</translation>
    </message>
    <message>
        <source>The selected step shows the window&apos;s view as it is now: its panels, x, curves and settings (its texts, play and question stay)</source>
        <translation>Der gewählte Schritt zeigt die Ansicht des Fensters, wie sie jetzt ist: Panels, x, Kurven und Einstellungen (Texte, Abspielen und Frage bleiben)</translation>
    </message>
    <message>
        <source>Replace the step&apos;s view</source>
        <translation>Ansicht des Schritts ersetzen</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>The deck&apos;s title</source>
        <translation>Titel der Präsentation</translation>
    </message>
    <message>
        <source>&amp;Add the current view as a step</source>
        <translation>Aktuelle Ansicht als Schritt hin&amp;zufügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Nach unt&amp;en</translation>
    </message>
    <message>
        <source>What you want to say (only you see it)</source>
        <translation>Was Sie sagen wollen (nur Sie sehen es)</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <source>The simulation</source>
        <translation>Die Simulation</translation>
    </message>
    <message>
        <source>A sweep of x</source>
        <translation>Einen Durchlauf von x</translation>
    </message>
    <message>
        <source>The training</source>
        <translation>Das Training</translation>
    </message>
    <message>
        <source>not timed</source>
        <translation>ohne Zeit</translation>
    </message>
    <message>
        <source>Kept in the deck; skipped when presenting, in handouts and videos</source>
        <translation>Bleibt in der Präsentation; beim Vorführen, in Handouts und Videos übersprungen</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Caption:</source>
        <translation>Bildunterschri&amp;ft:</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Notizen:</translation>
    </message>
    <message>
        <source>&amp;Minutes:</source>
        <translation>&amp;Minuten:</translation>
    </message>
    <message>
        <source>Edit the notes</source>
        <translation>Notizen bearbeiten</translation>
    </message>
    <message>
        <source>Rename the deck</source>
        <translation>Präsentation umbenennen</translation>
    </message>
    <message>
        <source>Edit the title</source>
        <translation>Titel bearbeiten</translation>
    </message>
    <message>
        <source>Edit the caption</source>
        <translation>Bildunterschrift bearbeiten</translation>
    </message>
    <message>
        <source>Edit the formula</source>
        <translation>Formel bearbeiten</translation>
    </message>
    <message>
        <source>Change what P plays</source>
        <translation>Ändern, was P spielt</translation>
    </message>
    <message>
        <source>Change the minutes</source>
        <translation>Minuten ändern</translation>
    </message>
    <message>
        <source>Hide or show the step</source>
        <translation>Schritt verbergen oder zeigen</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(verborgen)</translation>
    </message>
    <message>
        <source>Add a step</source>
        <translation>Schritt hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate the step</source>
        <translation>Schritt duplizieren</translation>
    </message>
    <message>
        <source>Delete the step</source>
        <translation>Schritt löschen</translation>
    </message>
    <message>
        <source>Reorder the steps</source>
        <translation>Schritte umordnen</translation>
    </message>
    <message>
        <source>Shown on the handout&apos;s pages</source>
        <translation>Auf den Seiten des Handouts gezeigt</translation>
    </message>
    <message>
        <source>A new step after the selected one: the panels on screen and the scene as it is now</source>
        <translation>Ein neuer Schritt nach dem gewählten: die sichtbaren Panels und die Szene, wie sie jetzt ist</translation>
    </message>
    <message>
        <source>A copy of the selected step, after it</source>
        <translation>Eine Kopie des gewählten Schritts, danach</translation>
    </message>
    <message>
        <source>Removes the selected step (undo brings it back)</source>
        <translation>Entfernt den gewählten Schritt (Rückgängig holt ihn zurück)</translation>
    </message>
    <message>
        <source>Moves the selected step one place earlier (or drag it in the list)</source>
        <translation>Schiebt den gewählten Schritt eine Stelle nach vorn (oder in der Liste ziehen)</translation>
    </message>
    <message>
        <source>Moves the selected step one place later (or drag it in the list)</source>
        <translation>Schiebt den gewählten Schritt eine Stelle nach hinten (oder in der Liste ziehen)</translation>
    </message>
    <message>
        <source>Undoes the last edit of the deck (Ctrl+Z in this panel)</source>
        <translation>Macht die letzte Änderung der Präsentation rückgängig (Strg+Z in diesem Panel)</translation>
    </message>
    <message>
        <source>Redoes the edit of the deck undone last</source>
        <translation>Wiederholt die zuletzt rückgängig gemachte Änderung der Präsentation</translation>
    </message>
    <message>
        <source>Short: the steps list, the handout&apos;s heading, the video&apos;s file name</source>
        <translation>Kurz: die Schrittliste, die Überschrift im Handout, der Dateiname des Videos</translation>
    </message>
    <message>
        <source>One sentence the audience reads</source>
        <translation>Ein Satz, den das Publikum liest</translation>
    </message>
    <message>
        <source>TeX, shown as it reads below while you type</source>
        <translation>TeX, darunter beim Tippen so gezeigt, wie es sich liest</translation>
    </message>
    <message>
        <source>The presenter&apos;s notes: printed on the handout, never shown to the room</source>
        <translation>Notizen für Vortragende: im Handout gedruckt, nie dem Saal gezeigt</translation>
    </message>
    <message>
        <source>What P does while this step is shown</source>
        <translation>Was P tut, während dieser Schritt gezeigt wird</translation>
    </message>
    <message>
        <source>The time you plan for this step</source>
        <translation>Die Zeit, die Sie für diesen Schritt planen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Edit the step</source>
        <translation>Schritt bearbeiten</translation>
    </message>
    <message>
        <source>Move u&amp;p</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>H&amp;idden</source>
        <translation>Verbor&amp;gen</translation>
    </message>
    <message>
        <source>F&amp;ormula (TeX):</source>
        <translation>Fo&amp;rmel (TeX):</translation>
    </message>
    <message>
        <source>P pla&amp;ys:</source>
        <translation>P sp&amp;ielt:</translation>
    </message>
    <message>
        <source>The panels this step shows (one to four)</source>
        <translation>Die Panels, die dieser Schritt zeigt (eins bis vier)</translation>
    </message>
    <message>
        <source>The step&apos;s panels</source>
        <translation>Die Panels des Schritts</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>Angezeigte Panels:</translation>
    </message>
    <message>
        <source>Change the step&apos;s panels</source>
        <translation>Die Panels des Schritts ändern</translation>
    </message>
    <message>
        <source>For the room</source>
        <translation>Für den Saal</translation>
    </message>
    <message>
        <source>Edit the question</source>
        <translation>Frage bearbeiten</translation>
    </message>
    <message>
        <source>No steps yet. Set the window up as the first step should look — its view, panels, x and curves — then add it as a step.</source>
        <translation>Noch keine Schritte. Das Fenster so einrichten, wie der erste Schritt aussehen soll – Ansicht, Bereiche, x und Kurven –, dann als Schritt hinzufügen.</translation>
    </message>
    <message>
        <source>The panels this step shows (one to four): %1</source>
        <translation>Die Panels, die dieser Schritt zeigt (eins bis vier): %1</translation>
    </message>
    <message>
        <source>Click a step to show it in the window and edit it here.</source>
        <translation>Klicken Sie auf einen Schritt, um ihn im Fenster zu zeigen und hier zu bearbeiten.</translation>
    </message>
    <message>
        <source>Present from this step</source>
        <translation>Ab diesem Schritt vortragen</translation>
    </message>
    <message>
        <source>Lecture mode from the step selected (F5 starts where the last presenting stopped, else at step 1)</source>
        <translation>Vortragsmodus ab dem gewählten Schritt (F5 beginnt dort, wo der letzte Vortrag endete, sonst bei Schritt 1)</translation>
    </message>
    <message>
        <source>Deck: %1</source>
        <translation>Präsentation: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 +%n</source>
        <comment>the first panel and how many more</comment>
        <translation>
            <numerusform>%1 +%n</numerusform>
            <numerusform>%1 +%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::Tour</name>
    <message>
        <source>&amp;Skip tour</source>
        <translation>Rundgang &amp;überspringen</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fertig</translation>
    </message>
</context>
<context>
    <name>ui::TrainingPanel</name>
    <message>
        <source>%1 test</source>
        <translation>%1 Test</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>xor</source>
        <translation>XOR</translation>
    </message>
    <message>
        <source>two gaussians</source>
        <translation>zwei Gaußwolken</translation>
    </message>
    <message>
        <source>spiral</source>
        <translation>Spirale</translation>
    </message>
    <message>
        <source>regression: sin 3x</source>
        <translation>Regression: sin 3x</translation>
    </message>
    <message>
        <source>Training: the same network, data and initial weights, one activation each</source>
        <translation>Training: dasselbe Netz, dieselben Daten und Startgewichte, je eine Aktivierung</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Train the networks, or pause them</source>
        <translation>Die Netze trainieren oder anhalten</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Train %1 epochs more</source>
        <translation>%1 Epochen weiter trainieren</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Back to the initial weights (epoch 0)</source>
        <translation>Zurück zu den Startgewichten (Epoche 0)</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <source>Where playing stops</source>
        <translation>Wo das Abspielen endet</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>Network settings</source>
        <translation>Netzeinstellungen</translation>
    </message>
    <message>
        <source>Show the data, hidden layers, learning rate and optimizer</source>
        <translation>Daten, verdeckte Schichten, Lernrate und Optimierer zeigen</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Activation %1</source>
        <translation>Aktivierung %1</translation>
    </message>
    <message>
        <source>The hidden layers&apos; activation of network %1</source>
        <translation>Die Aktivierung der verdeckten Schichten von Netz %1</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>The data set the networks learn</source>
        <translation>Der Datensatz, den die Netze lernen</translation>
    </message>
    <message>
        <source>Noise</source>
        <translation>Rauschen</translation>
    </message>
    <message>
        <source>The standard deviation of the noise on the data</source>
        <translation>Die Standardabweichung des Rauschens auf den Daten</translation>
    </message>
    <message>
        <source>Hidden layers</source>
        <translation>Verdeckte Schichten</translation>
    </message>
    <message>
        <source>Units per hidden layer, comma-separated: 1 to 6 layers of 1 to 64</source>
        <translation>Einheiten je verdeckter Schicht, durch Kommas getrennt: 1 bis 6 Schichten zu 1 bis 64</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>The optimizer&apos;s step size</source>
        <translation>Die Schrittweite des Optimierers</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>SGD, momentum 0.9</source>
        <translation>SGD, Momentum 0,9</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Adam, or SGD with momentum</source>
        <translation>Adam oder SGD mit Momentum</translation>
    </message>
    <message>
        <source>data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>noise</source>
        <translation>Rauschen</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1: %2 test accuracy</source>
        <translation>%1: %2 Testgenauigkeit</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: loss %2</source>
        <translation>%1: Verlust %2</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>Epoche</translation>
    </message>
    <message>
        <source>%1 test accuracy %2, loss %3, dead units %4</source>
        <translation>%1 Testgenauigkeit %2, Verlust %3, tote Einheiten %4</translation>
    </message>
    <message>
        <source>%1 test loss %2, dead units %3</source>
        <translation>%1 Testverlust %2, tote Einheiten %3</translation>
    </message>
    <message>
        <source>Epoch %1 of %2: %3</source>
        <translation>Epoche %1 von %2: %3</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>so schnell wie möglich</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Epochs a second while playing</source>
        <translation>Epochen pro Sekunde beim Abspielen</translation>
    </message>
    <message>
        <source>%1 dead units</source>
        <translation>%1 tote Einheiten</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source> epochs</source>
        <translation> Epochen</translation>
    </message>
    <message>
        <source>cross-entropy</source>
        <translation>Kreuzentropie</translation>
    </message>
    <message>
        <source>squared error</source>
        <translation>quadratischer Fehler</translation>
    </message>
    <message>
        <source>Loss, epoch %1 of %2 (dashed: test)</source>
        <translation>Verlust, Epoche %1 von %2 (gestrichelt: Test)</translation>
    </message>
    <message>
        <source>Loss, epoch %1 (dashed: test)</source>
        <translation>Verlust, Epoche %1 (gestrichelt: Test)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>The data, the initial weights and the batches: another seed, another run</source>
        <translation>Daten, Anfangsgewichte und Batches: ein anderer Startwert, ein anderer Lauf</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>%1: P(green)</source>
        <translation>%1: P(grün)</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Repeat over seeds…</source>
        <translation>Mehrere Startwerte…</translation>
    </message>
    <message>
        <source>Repeat over seeds</source>
        <translation>Über Startwerte wiederholen</translation>
    </message>
    <message>
        <source>Train this run again over several seeds: each activation&apos;s test accuracy and dead units with their spread</source>
        <translation>Diesen Lauf über mehrere Startwerte wiederholen: Testgenauigkeit und tote Einheiten jeder Aktivierung mit ihrer Streuung</translation>
    </message>
    <message>
        <source>epoch %1</source>
        <translation>Epoche %1</translation>
    </message>
    <message>
        <source>%1: training %2, test %3</source>
        <translation>%1: Training %2, Test %3</translation>
    </message>
</context>
<context>
    <name>ui::ViewArea</name>
    <message>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Angezeigte Panels</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Angezeigte Panels</translation>
    </message>
    <message>
        <source>Choose this view&apos;s panels (up to %1)</source>
        <translation>Die Panels dieser Ansicht wählen (bis zu %1)</translation>
    </message>
    <message>
        <source>Save view…</source>
        <translation>Ansicht speichern…</translation>
    </message>
    <message>
        <source>Keep these panels as a view of your own, saved with the scene</source>
        <translation>Diese Panels als eigene Ansicht behalten, mit der Szene gespeichert</translation>
    </message>
    <message>
        <source>Remove view &quot;%1&quot;</source>
        <translation>Ansicht „%1“ entfernen</translation>
    </message>
    <message>
        <source>Save view</source>
        <translation>Ansicht speichern</translation>
    </message>
    <message>
        <source>Name of the view:</source>
        <translation>Name der Ansicht:</translation>
    </message>
    <message>
        <source>A view needs a name of 1 to %1 characters that no built-in view has, and at most %2 views of your own.</source>
        <translation>Eine Ansicht braucht einen Namen aus 1 bis %1 Zeichen, den keine eingebaute Ansicht trägt; höchstens %2 eigene Ansichten.</translation>
    </message>
    <message>
        <source>This panel needs %1 × %2 pixels to be legible: scroll to see all of it, or make the window larger.</source>
        <translation>Dieses Panel braucht %1 × %2 Pixel, um lesbar zu sein: scrollen, um alles zu sehen, oder das Fenster vergrößern.</translation>
    </message>
    <message>
        <source>These panels need %1 × %2 pixels side by side: they are stacked — scroll, make the window larger or choose fewer panels.</source>
        <translation>Diese Panels brauchen nebeneinander %1 × %2 Pixel: Sie sind untereinander gestapelt — scrollen, das Fenster vergrößern oder weniger Panels wählen.</translation>
    </message>
    <message>
        <source>Shows other panels than its own (%1): click to show them again</source>
        <translation>Zeigt andere Panels als die eigenen (%1): klicken, um diese wieder zu zeigen</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <comment>a view showing other panels</comment>
        <translation>%1 (geändert)</translation>
    </message>
</context>
<context>
    <name>ui::WebExportDialog</name>
    <message>
        <source>Export for web</source>
        <translation>Für das Web exportieren</translation>
    </message>
    <message>
        <source>One file that runs offline in any browser, from a USB stick or a course page too: students move x, play and explore it live.</source>
        <translation>Eine Datei, die offline in jedem Browser läuft, auch von einem USB-Stick oder einer Kursseite: Studierende bewegen x, spielen ab und erkunden sie live.</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
    <message>
        <source>The window&apos;s &amp;scene, as it is now</source>
        <translation>Die Szene des Fens&amp;ters, wie sie jetzt ist</translation>
    </message>
    <message>
        <source>The &amp;deck, presented step by step (steps: %1)</source>
        <translation>Die &amp;Präsentation, Schritt für Schritt (Schritte: %1)</translation>
    </message>
    <message>
        <source>The &amp;deck (it has no steps yet)</source>
        <translation>Die &amp;Präsentation (sie hat noch keine Schritte)</translation>
    </message>
    <message>
        <source>The page holds:</source>
        <translation>Die Seite enthält:</translation>
    </message>
    <message>
        <source>Leave the right &amp;answers of the deck&apos;s questions out</source>
        <translation>Die richtigen &amp;Antworten der Fragen weglassen</translation>
    </message>
    <message>
        <source>For a page handed out before the lecture: the questions stay, what is right does not</source>
        <translation>Für eine Seite, die vor der Vorlesung verteilt wird: die Fragen bleiben, die Lösungen nicht</translation>
    </message>
    <message>
        <source>Choose a file for the page.</source>
        <translation>Eine Datei für die Seite wählen.</translation>
    </message>
    <message>
        <source>A web page&apos;s name ends in .html: &apos;%1&apos; does not.</source>
        <translation>Der Name einer Webseite endet auf .html: „%1“ nicht.</translation>
    </message>
</context>
</TS>
