<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Animation</name>
    <message>
        <source>&apos;%1&apos; is not an animation file (use .mp4, .webm, .gif, .webp or .apng)</source>
        <translation>&apos;%1&apos; n&apos;est pas un fichier d&apos;animation (utilisez .mp4, .webm, .gif, .webp ou .apng)</translation>
    </message>
    <message>
        <source>%1 has no transparency (use .webp or .apng, or another background)</source>
        <translation>%1 ne gère pas la transparence (utilisez .webp ou .apng, ou un autre arrière-plan)</translation>
    </message>
    <message>
        <source>out of memory for a frame</source>
        <translation>mémoire insuffisante pour une image</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>an animation of training shows the training panel (--panel training)</source>
        <translation>une animation de l’entraînement montre le panneau d’entraînement (--panel training)</translation>
    </message>
</context>
<context>
    <name>CurveIds</name>
    <message>
        <source>GELU family</source>
        <translation>Famille GELU</translation>
    </message>
    <message>
        <source>Smooth</source>
        <translation>Lisses</translation>
    </message>
    <message>
        <source>Rectifiers</source>
        <translation>Variantes de ReLU</translation>
    </message>
    <message>
        <source>Piecewise</source>
        <translation>Par morceaux</translation>
    </message>
    <message>
        <source>Your formulas</source>
        <translation>Vos formules</translation>
    </message>
    <message>
        <source>The paper&apos;s Figure 1</source>
        <translation>Figure 1 de l&apos;article</translation>
    </message>
    <message>
        <source>GELU and its approximations</source>
        <translation>GELU et ses approximations</translation>
    </message>
    <message>
        <source>Transformer activations</source>
        <translation>Activations des Transformers</translation>
    </message>
    <message>
        <source>All smooth</source>
        <translation>Toutes les courbes lisses</translation>
    </message>
    <message>
        <source>unknown curve &apos;%1&apos; (known: %2)</source>
        <translation>courbe inconnue &apos;%1&apos; (connues : %2)</translation>
    </message>
</context>
<context>
    <name>Curves</name>
    <message>
        <source>slope</source>
        <translation>pente</translation>
    </message>
    <message>
        <source>Φ (normal cdf)</source>
        <translation>Φ (fonction de répartition)</translation>
    </message>
    <message>
        <source>φ (normal pdf)</source>
        <translation>φ (densité normale)</translation>
    </message>
    <message>
        <source>GELU (tanh approx.)</source>
        <translation>GELU (approx. tanh)</translation>
    </message>
    <message>
        <source>GELU′ (tanh approx.)</source>
        <translation>GELU′ (approx. tanh)</translation>
    </message>
    <message>
        <source>GELU (sigmoid approx.)</source>
        <translation>GELU (approx. sigmoïde)</translation>
    </message>
    <message>
        <source>GELU′ (sigmoid approx.)</source>
        <translation>GELU′ (approx. sigmoïde)</translation>
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
        <translation>1 si x &amp;gt; 0, sinon 0</translation>
    </message>
    <message>
        <source>x if x &amp;gt; 0, else α(e&lt;sup&gt;x&lt;/sup&gt; − 1)</source>
        <translation>x si x &amp;gt; 0, sinon α(e&lt;sup&gt;x&lt;/sup&gt; − 1)</translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else αe&lt;sup&gt;x&lt;/sup&gt;</source>
        <translation>1 si x &amp;gt; 0, sinon αe&lt;sup&gt;x&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>x if x &amp;gt; 0, else slope·x</source>
        <translation>x si x &amp;gt; 0, sinon pente·x</translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else slope</source>
        <translation>1 si x &amp;gt; 0, sinon pente</translation>
    </message>
    <message>
        <source>1 if 0 &amp;lt; x &amp;lt; 6, else 0</source>
        <translation>1 si 0 &amp;lt; x &amp;lt; 6, sinon 0</translation>
    </message>
    <message>
        <source>λx if x &amp;gt; 0, else λα(e&lt;sup&gt;x&lt;/sup&gt; − 1)</source>
        <translation>λx si x &amp;gt; 0, sinon λα(e&lt;sup&gt;x&lt;/sup&gt; − 1)</translation>
    </message>
    <message>
        <source>λ if x &amp;gt; 0, else λαe&lt;sup&gt;x&lt;/sup&gt;</source>
        <translation>λ si x &amp;gt; 0, sinon λαe&lt;sup&gt;x&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>x if x &amp;gt; 0, else α(e&lt;sup&gt;x/α&lt;/sup&gt; − 1)</source>
        <translation>x si x &amp;gt; 0, sinon α(e&lt;sup&gt;x/α&lt;/sup&gt; − 1)</translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else e&lt;sup&gt;x/α&lt;/sup&gt;</source>
        <translation>1 si x &amp;gt; 0, sinon e&lt;sup&gt;x/α&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>1 if −1 &amp;lt; x &amp;lt; 1, else 0</source>
        <translation>1 si −1 &amp;lt; x &amp;lt; 1, sinon 0</translation>
    </message>
    <message>
        <source>1/6 if −3 &amp;lt; x &amp;lt; 3, else 0</source>
        <translation>1/6 si −3 &amp;lt; x &amp;lt; 3, sinon 0</translation>
    </message>
    <message>
        <source>x/3 + ½ on [−3, 3], 0 below, 1 above</source>
        <translation>x/3 + ½ sur [−3, 3], 0 en dessous, 1 au-dessus</translation>
    </message>
    <message>
        <source>x − λ·sign(x) if |x| &amp;gt; λ, else 0</source>
        <translation>x − λ·sgn(x) si |x| &amp;gt; λ, sinon 0</translation>
    </message>
    <message>
        <source>1 if |x| &amp;gt; λ, else 0</source>
        <translation>1 si |x| &amp;gt; λ, sinon 0</translation>
    </message>
    <message>
        <source>x if |x| &amp;gt; λ, else 0</source>
        <translation>x si |x| &amp;gt; λ, sinon 0</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else } 0</source>
        <translation>1 \text{ si } x &gt; 0 \text{, sinon } 0</translation>
    </message>
    <message>
        <source>x \text{ if } x &gt; 0 \text{, else } \alpha(e^{x} - 1)</source>
        <translation>x \text{ si } x &gt; 0 \text{, sinon } \alpha(e^{x} - 1)</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else } \alpha e^{x}</source>
        <translation>1 \text{ si } x &gt; 0 \text{, sinon } \alpha e^{x}</translation>
    </message>
    <message>
        <source>x \text{ if } x &gt; 0 \text{, else slope} \cdot x</source>
        <translation>x \text{ si } x &gt; 0 \text{, sinon pente} \cdot x</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else slope}</source>
        <translation>1 \text{ si } x &gt; 0 \text{, sinon pente}</translation>
    </message>
    <message>
        <source>1 \text{ if } 0 &lt; x &lt; 6 \text{, else } 0</source>
        <translation>1 \text{ si } 0 &lt; x &lt; 6 \text{, sinon } 0</translation>
    </message>
    <message>
        <source>\lambda x \text{ if } x &gt; 0 \text{, else } \lambda\alpha(e^{x} - 1)</source>
        <translation>\lambda x \text{ si } x &gt; 0 \text{, sinon } \lambda\alpha(e^{x} - 1)</translation>
    </message>
    <message>
        <source>\lambda \text{ if } x &gt; 0 \text{, else } \lambda\alpha e^{x}</source>
        <translation>\lambda \text{ si } x &gt; 0 \text{, sinon } \lambda\alpha e^{x}</translation>
    </message>
    <message>
        <source>x \text{ if } x &gt; 0 \text{, else } \alpha(e^{x/\alpha} - 1)</source>
        <translation>x \text{ si } x &gt; 0 \text{, sinon } \alpha(e^{x/\alpha} - 1)</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else } e^{x/\alpha}</source>
        <translation>1 \text{ si } x &gt; 0 \text{, sinon } e^{x/\alpha}</translation>
    </message>
    <message>
        <source>1 \text{ if } -1 &lt; x &lt; 1 \text{, else } 0</source>
        <translation>1 \text{ si } -1 &lt; x &lt; 1 \text{, sinon } 0</translation>
    </message>
    <message>
        <source>\tfrac{1}{6} \text{ if } -3 &lt; x &lt; 3 \text{, else } 0</source>
        <translation>\tfrac{1}{6} \text{ si } -3 &lt; x &lt; 3 \text{, sinon } 0</translation>
    </message>
    <message>
        <source>x/3 + \tfrac{1}{2} \text{ on } [-3, 3] \text{, 0 below, 1 above}</source>
        <translation>x/3 + \tfrac{1}{2} \text{ sur } [-3, 3] \text{, 0 en dessous, 1 au-dessus}</translation>
    </message>
    <message>
        <source>x - \lambda\operatorname{sign}(x) \text{ if } |x| &gt; \lambda \text{, else } 0</source>
        <translation>x - \lambda\operatorname{sgn}(x) \text{ si } |x| &gt; \lambda \text{, sinon } 0</translation>
    </message>
    <message>
        <source>1 \text{ if } |x| &gt; \lambda \text{, else } 0</source>
        <translation>1 \text{ si } |x| &gt; \lambda \text{, sinon } 0</translation>
    </message>
    <message>
        <source>x \text{ if } |x| &gt; \lambda \text{, else } 0</source>
        <translation>x \text{ si } |x| &gt; \lambda \text{, sinon } 0</translation>
    </message>
    <message>
        <source>otherwise</source>
        <translation>sinon</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Figure 1</source>
        <translation>Figure 1</translation>
    </message>
    <message>
        <source>Tail precision</source>
        <translation>Précision dans la queue</translation>
    </message>
    <message>
        <source>The coin</source>
        <translation>La pièce</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>%1 must be positive, got %2</source>
        <translation>%1 doit être positif, pas %2</translation>
    </message>
    <message>
        <source>%1 must be at least %2, got %3</source>
        <translation>%1 doit valoir au moins %2, pas %3</translation>
    </message>
    <message>
        <source>%1 must be at most %2, got %3</source>
        <translation>%1 doit valoir au plus %2, pas %3</translation>
    </message>
    <message>
        <source>scale must be between %1 and %2, got %3</source>
        <translation>l&apos;échelle doit être comprise entre %1 et %2, pas %3</translation>
    </message>
    <message>
        <source>font scale must be between %1 and %2, got %3</source>
        <translation>la taille du texte doit être comprise entre %1 et %2, pas %3</translation>
    </message>
    <message>
        <source>%1 × %2 pixels is too large (at most %3 per side and %4 megapixels)</source>
        <translation>une image de %1 × %2 pixels est trop grande (au plus %3 par côté et %4 mégapixels)</translation>
    </message>
    <message>
        <source>a transparent background needs PNG or SVG, not %1</source>
        <translation>un arrière-plan transparent exige PNG ou SVG, pas %1</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>aucun nom de fichier indiqué</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown image format &apos;%2&apos; (use .png, .jpg, .svg or .pdf)</source>
        <translation>&apos;%1&apos; : format d&apos;image inconnu &apos;%2&apos; (utilisez .png, .jpg, .svg ou .pdf)</translation>
    </message>
    <message>
        <source>there is no visible panel to export</source>
        <translation>aucun panneau visible à exporter</translation>
    </message>
    <message>
        <source>cannot render &apos;%1&apos; (out of memory?)</source>
        <translation>impossible de faire le rendu de &apos;%1&apos; (mémoire insuffisante ?)</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small: use %3 or text size %4</source>
        <translation>à %1 avec la taille de texte %2, le texte se chevaucherait, serait coupé, masquerait les données ou serait trop petit : utilisez %3 ou la taille de texte %4</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small: use %3</source>
        <translation>à %1 avec la taille de texte %2, le texte se chevaucherait, serait coupé, masquerait les données ou serait trop petit : utilisez %3</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small: use text size %3</source>
        <translation>à %1 avec la taille de texte %2, le texte se chevaucherait, serait coupé, masquerait les données ou serait trop petit : utilisez la taille de texte %3</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small</source>
        <translation>à %1 avec la taille de texte %2, le texte se chevaucherait, serait coupé, masquerait les données ou serait trop petit</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown format &apos;%2&apos; for a formula (use .png, .svg or .pdf)</source>
        <translation>« %1 » : format « %2 » inconnu pour une formule (utilisez .png, .svg ou .pdf)</translation>
    </message>
    <message>
        <source>no math font is installed (install fonts-lmodern)</source>
        <translation>aucune police mathématique n’est installée (installez fonts-lmodern)</translation>
    </message>
    <message>
        <source>out of memory drawing the formula</source>
        <translation>mémoire insuffisante pour dessiner la formule</translation>
    </message>
    <message>
        <source>the title is longer than %1 characters</source>
        <translation>le titre dépasse %1 caractères</translation>
    </message>
    <message>
        <source>the title: %1 at column %2</source>
        <translation>le titre : %1 à la colonne %2</translation>
    </message>
    <message>
        <source>the title: an invisible or undecodable character (U+%1) at column %2</source>
        <translation>le titre : un caractère invisible ou illisible (U+%1) à la colonne %2</translation>
    </message>
    <message>
        <source>the heading is longer than %1 characters</source>
        <translation>l’intitulé dépasse %1 caractères</translation>
    </message>
    <message>
        <source>the heading: an invisible or undecodable character (U+%1) at column %2</source>
        <translation>l’intitulé : un caractère invisible ou illisible (U+%1) à la colonne %2</translation>
    </message>
    <message>
        <source>the heading: %1 at column %2</source>
        <translation>l’intitulé : %1 à la colonne %2</translation>
    </message>
</context>
<context>
    <name>Formulas</name>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>expression</source>
        <translation>expression</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>couleur</translation>
    </message>
    <message>
        <source>style</source>
        <translation>style</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is defined twice</source>
        <translation>&apos;%1&apos; est défini deux fois</translation>
    </message>
    <message>
        <source>&apos;%1&apos; clashes with &apos;%2&apos; and its derivative</source>
        <translation>&apos;%1&apos; entre en conflit avec &apos;%2&apos; et sa dérivée</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not #rrggbb</source>
        <translation>&apos;%1&apos; n&apos;est pas au format #rrggbb</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>&apos;%1&apos; ne fait pas partie de %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>paramètres</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a parameter of the formula (its parameters: %2)</source>
        <translation>« %1 » n’est pas un paramètre de la formule (ses paramètres : %2)</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Handout</source>
        <translation>Polycopié</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3</source>
        <translation>%1 · étape %2 sur %3</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>a handout is a PDF: &apos;%1&apos; names another format</source>
        <translation>un polycopié est un PDF : &apos;%1&apos; désigne un autre format</translation>
    </message>
    <message>
        <source>the handout could not be drawn</source>
        <translation>le polycopié n’a pas pu être dessiné</translation>
    </message>
    <message>
        <source>Right answer: %1</source>
        <translation>Bonne réponse : %1</translation>
    </message>
    <message>
        <source>Right answer: x = %1 on %2 (within ±%3)</source>
        <translation>Bonne réponse : x = %1 sur %2 (à ±%3 près)</translation>
    </message>
    <message>
        <source>Right answer: %1 (within ±%2)</source>
        <translation>Bonne réponse : %1 (à ±%2 près)</translation>
    </message>
    <message>
        <source>Question for the room</source>
        <translation>Question pour la salle</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>GELU Explorer will speak %1 when it starts again.</source>
        <translation>GELU Explorer passera en %1 au prochain démarrage.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Redémarrer maintenant</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Selon le système</translation>
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
        <translation>Voulez-vous les enregistrer ?</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Normal pdf</source>
        <translation>Densité normale</translation>
    </message>
    <message>
        <source>Normal CDF</source>
        <translation>Fonction de répartition</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte-Carlo</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Derivatives</source>
        <translation>Dérivées</translation>
    </message>
    <message>
        <source>Approximation errors</source>
        <translation>Erreurs d&apos;approximation</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Côte à côte</translation>
    </message>
    <message>
        <source>Neuron</source>
        <translation>Neurone</translation>
    </message>
    <message>
        <source>Signal propagation</source>
        <translation>Propagation du signal</translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation>Formats numériques</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Touche</translation>
    </message>
    <message>
        <source>In lecture mode (F5)</source>
        <translation>En mode cours (F5)</translation>
    </message>
    <message>
        <source>GELU Explorer manual</source>
        <translation>Manuel de GELU Explorer</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Rechercher :</translation>
    </message>
    <message>
        <source>a word in the manual, Enter for the next</source>
        <translation>un mot du manuel, Entrée pour le suivant</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>introuvable</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
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
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2</source>
        <translation>champ &apos;%1&apos; : %2</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>champ inconnu</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>doit être un nombre, pas %1</translation>
    </message>
    <message>
        <source>%1 is out of range %2..%3</source>
        <translation>%1 est hors de l&apos;intervalle %2..%3</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>doit être true ou false, pas %1</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>doit être une chaîne, pas %1</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>dépasse %1 caractères</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>&apos;%1&apos; ne fait pas partie de %2</translation>
    </message>
    <message>
        <source>must be an object, not %1</source>
        <translation>doit être un objet, pas %1</translation>
    </message>
    <message>
        <source>must be an array of ids, not %1</source>
        <translation>doit être un tableau d&apos;identifiants, pas %1</translation>
    </message>
    <message>
        <source>unknown id &apos;%1&apos; (known: %2)</source>
        <translation>identifiant inconnu &apos;%1&apos; (connus : %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation>&apos;%1&apos; figure deux fois</translation>
    </message>
    <message>
        <source>must be an array of two numbers [min, max]</source>
        <translation>doit être un tableau de deux nombres [min, max]</translation>
    </message>
    <message>
        <source>must lie within -%1..%1</source>
        <translation>doit être compris dans -%1..%1</translation>
    </message>
    <message>
        <source>max must exceed min by at least %1</source>
        <translation>max doit dépasser min d&apos;au moins %1</translation>
    </message>
    <message>
        <source>must be an array of objects, not %1</source>
        <translation>doit être un tableau d&apos;objets, pas %1</translation>
    </message>
    <message>
        <source>more than %1 formulas</source>
        <translation>plus de %1 formules</translation>
    </message>
    <message>
        <source>needs an id and an expression</source>
        <translation>doit avoir un id et une expression</translation>
    </message>
    <message>
        <source>missing (expected &quot;%1&quot;)</source>
        <translation>manquant (attendu : &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation>doit valoir &quot;%1&quot;</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>manquant</translation>
    </message>
    <message>
        <source>%1 is not supported (this program reads version %2)</source>
        <translation>%1 n&apos;est pas pris en charge (ce programme lit la version %2)</translation>
    </message>
    <message>
        <source>must be base64</source>
        <translation>doit être en base64</translation>
    </message>
    <message>
        <source>the file is larger than %1 KiB</source>
        <translation>le fichier dépasse %1 Kio</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>JSON non valide à la ligne %1, colonne %2 : %3</translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation>le niveau supérieur doit être un objet JSON</translation>
    </message>
    <message>
        <source>%1: no such example</source>
        <translation>%1 : exemple introuvable</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: appears twice</source>
        <translation>champ &apos;%1&apos; : apparaît deux fois</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2 is not exactly representable as a number; write it as a string of digits</source>
        <translation>champ &apos;%1&apos; : %2 n&apos;est pas représentable exactement comme nombre ; écrivez-le comme une chaîne de chiffres</translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation>doit être un nombre entier, pas %1</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>doit valoir au moins 1</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>doit valoir au moins %1</translation>
    </message>
    <message>
        <source>must be an array of 1 to %1 unit counts</source>
        <translation>doit être un tableau de 1 à %1 nombres d’unités</translation>
    </message>
    <message>
        <source>must be a whole number 1..%1</source>
        <translation>doit être un entier 1..%1</translation>
    </message>
    <message>
        <source>must list 1 to %1 activations</source>
        <translation>doit lister 1 à %1 activations</translation>
    </message>
    <message>
        <source>is past the run&apos;s %1 epochs</source>
        <translation>dépasse les %1 époques de l’entraînement</translation>
    </message>
    <message>
        <source>must be a string or an object of languages, not %1</source>
        <translation>doit être une chaîne ou un objet de langues, pas %1</translation>
    </message>
    <message>
        <source>names no language</source>
        <translation>ne nomme aucune langue</translation>
    </message>
    <message>
        <source>is not a language code like &quot;en&quot;, &quot;de&quot; or &quot;zh_CN&quot;</source>
        <translation>n’est pas un code de langue comme &quot;en&quot;, &quot;de&quot; ou &quot;zh_CN&quot;</translation>
    </message>
    <message>
        <source>must be an array, not %1</source>
        <translation>doit être un tableau, pas %1</translation>
    </message>
    <message>
        <source>is not a scene change (a step&apos;s panels are its &quot;panels&quot;)</source>
        <translation>n’est pas un changement de scène (les panneaux d’une étape sont ses &quot;panels&quot;)</translation>
    </message>
    <message>
        <source>missing (1 to 4 panel ids)</source>
        <translation>manquant (1 à 4 identifiants de panneau)</translation>
    </message>
    <message>
        <source>must list 1 to 4 panels, not %1</source>
        <translation>doit lister 1 à 4 panneaux, pas %1</translation>
    </message>
    <message>
        <source>unknown panel &apos;%1&apos; (known: %2)</source>
        <translation>panneau inconnu &apos;%1&apos; (connus : %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of none, simulation, sweep, training</source>
        <translation>&apos;%1&apos; n’est pas l’un de none, simulation, sweep, training</translation>
    </message>
    <message>
        <source>needs both &quot;from&quot; and &quot;to&quot;, or neither</source>
        <translation>demande &quot;from&quot; et &quot;to&quot;, ou aucun des deux</translation>
    </message>
    <message>
        <source>must be at least 0.1 from &quot;from&quot;</source>
        <translation>doit être à au moins 0,1 de &quot;from&quot;</translation>
    </message>
    <message>
        <source>more than %1 fragments</source>
        <translation>plus de %1 fragments</translation>
    </message>
    <message>
        <source>must hold 1 to %1 steps, not %2</source>
        <translation>doit contenir 1 à %1 étapes, pas %2</translation>
    </message>
    <message>
        <source>%1: no such deck</source>
        <translation>%1 : présentation introuvable</translation>
    </message>
    <message>
        <source>every step is hidden</source>
        <translation>toutes les étapes sont masquées</translation>
    </message>
    <message>
        <source>the number %1 is beyond the range of numbers</source>
        <translation>le nombre %1 dépasse la plage des nombres</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number 0..18446744073709551615 (digits only)</source>
        <translation>&apos;%1&apos; n&apos;est pas un nombre entier 0..18446744073709551615 (chiffres uniquement)</translation>
    </message>
    <message>
        <source>%1: %2 at column %3</source>
        <translation>%1 : %2 à la colonne %3</translation>
    </message>
    <message>
        <source>%1 epochs of this training would take more than an hour: at most %2 fit (or fewer points, units or activations, or a larger batch)</source>
        <translation>%1 époques de cet entraînement prendraient plus d’une heure : %2 au plus tiennent (ou moins de points, d’unités ou d’activations, ou un lot plus grand)</translation>
    </message>
    <message>
        <source>holds at most %1 views</source>
        <translation>contient au plus %1 vues</translation>
    </message>
    <message>
        <source>must be a name of 1 to %1 characters that is not a built-in view&apos;s id</source>
        <translation>doit être un nom de 1 à %1 caractères qui n&apos;est pas l&apos;identifiant d&apos;une vue intégrée</translation>
    </message>
    <message>
        <source>this figure carries no scene (it was not made by GELU Explorer, or was edited since)</source>
        <translation>cette figure ne porte pas de scène (elle n&apos;a pas été faite par GELU Explorer, ou a été modifiée depuis)</translation>
    </message>
    <message>
        <source>this web page carries no scene (it was not exported by GELU Explorer, or was edited since)</source>
        <translation>cette page web ne porte pas de scène (elle n&apos;a pas été exportée par GELU Explorer, ou a été modifiée depuis)</translation>
    </message>
    <message>
        <source>this web page carries no deck (it was not exported by GELU Explorer, or was edited since)</source>
        <translation>cette page web ne porte pas de présentation (elle n&apos;a pas été exportée par GELU Explorer, ou a été modifiée depuis)</translation>
    </message>
    <message>
        <source>its deck is larger than %1 MiB</source>
        <translation>sa présentation dépasse %1 Mio</translation>
    </message>
    <message>
        <source>larger than %1 MiB</source>
        <translation>plus de %1 Mio</translation>
    </message>
    <message>
        <source>must list 2 to %1 choices, not %2</source>
        <translation>doit énumérer de 2 à %1 choix, pas %2</translation>
    </message>
    <message>
        <source>a JPEG figure carries no scene (PNG, SVG and PDF figures made by GELU Explorer do)</source>
        <translation>une figure JPEG ne porte pas de scène (les figures PNG, SVG et PDF faites par GELU Explorer, si)</translation>
    </message>
    <message>
        <source>%1: %2 at line %3, column %4</source>
        <translation>%1 : %2 à la ligne %3, colonne %4</translation>
    </message>
    <message>
        <source>%1 is out of range for every field</source>
        <translation>%1 est hors de l&apos;intervalle de tous les champs</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>equals</source>
        <translation>égale</translation>
    </message>
    <message>
        <source>is approximately</source>
        <translation>est environ</translation>
    </message>
    <message>
        <source>is distributed as</source>
        <translation>suit la loi</translation>
    </message>
    <message>
        <source>is less than or equal to</source>
        <translation>est inférieur ou égal à</translation>
    </message>
    <message>
        <source>is greater than or equal to</source>
        <translation>est supérieur ou égal à</translation>
    </message>
    <message>
        <source>is less than</source>
        <translation>est inférieur à</translation>
    </message>
    <message>
        <source>is greater than</source>
        <translation>est supérieur à</translation>
    </message>
    <message>
        <source>is not equal to</source>
        <translation>est différent de</translation>
    </message>
    <message>
        <source>is identical to</source>
        <translation>est identique à</translation>
    </message>
    <message>
        <source>is proportional to</source>
        <translation>est proportionnel à</translation>
    </message>
    <message>
        <source>tends to</source>
        <translation>tend vers</translation>
    </message>
    <message>
        <source>is in</source>
        <translation>appartient à</translation>
    </message>
    <message>
        <source>plus</source>
        <translation>plus</translation>
    </message>
    <message>
        <source>minus</source>
        <translation>moins</translation>
    </message>
    <message>
        <source>plus or minus</source>
        <translation>plus ou moins</translation>
    </message>
    <message>
        <source>times</source>
        <translation>fois</translation>
    </message>
    <message>
        <source>over</source>
        <translation>sur</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>l’infini</translation>
    </message>
    <message>
        <source>partial</source>
        <translation>d rond</translation>
    </message>
    <message>
        <source>nabla</source>
        <translation>nabla</translation>
    </message>
    <message>
        <source>prime</source>
        <translation>prime</translation>
    </message>
    <message>
        <source>double prime</source>
        <translation>seconde</translation>
    </message>
    <message>
        <source>triple prime</source>
        <translation>tierce</translation>
    </message>
    <message>
        <source>the sum</source>
        <translation>la somme</translation>
    </message>
    <message>
        <source>the product</source>
        <translation>le produit</translation>
    </message>
    <message>
        <source>the integral</source>
        <translation>l’intégrale</translation>
    </message>
    <message>
        <source>transposed</source>
        <translation>transposé</translation>
    </message>
    <message>
        <source>bar</source>
        <translation>barre</translation>
    </message>
    <message>
        <source>dot dot dot</source>
        <translation>point point point</translation>
    </message>
    <message>
        <source>factorial</source>
        <translation>factorielle</translation>
    </message>
    <message>
        <source>of</source>
        <translation>de</translation>
    </message>
    <message>
        <source>sub %1</source>
        <translation>indice %1</translation>
    </message>
    <message>
        <source>squared</source>
        <translation>au carré</translation>
    </message>
    <message>
        <source>cubed</source>
        <translation>au cube</translation>
    </message>
    <message>
        <source>to the power %1</source>
        <translation>puissance %1</translation>
    </message>
    <message>
        <source>to the power %1, end power</source>
        <translation>puissance %1, fin de l’exposant</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>à %1</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>the fraction %1 over %2, end fraction</source>
        <translation>la fraction %1 sur %2, fin de la fraction</translation>
    </message>
    <message>
        <source>the root of index %1 of %2, end root</source>
        <translation>la racine d’indice %1 de %2, fin de la racine</translation>
    </message>
    <message>
        <source>the square root of %1</source>
        <translation>la racine carrée de %1</translation>
    </message>
    <message>
        <source>the square root of %1, end root</source>
        <translation>la racine carrée de %1, fin de la racine</translation>
    </message>
    <message>
        <source>%1 bar</source>
        <translation>%1 barre</translation>
    </message>
    <message>
        <source>%1 hat</source>
        <translation>%1 chapeau</translation>
    </message>
    <message>
        <source>%1 tilde</source>
        <translation>%1 tilde</translation>
    </message>
    <message>
        <source>%1 dot</source>
        <translation>%1 point</translation>
    </message>
    <message>
        <source>%1 when %2</source>
        <translation>%1 si %2</translation>
    </message>
    <message>
        <source>cases: %1</source>
        <translation>cas : %1</translation>
    </message>
</context>
<context>
    <name>StepVideos</name>
    <message>
        <source>&apos;%1&apos; is not a folder</source>
        <translation>&apos;%1&apos; n’est pas un dossier</translation>
    </message>
    <message>
        <source>cannot make the folder &apos;%1&apos;: %2</source>
        <translation>impossible de créer le dossier &apos;%1&apos; : %2</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; does not exist</source>
        <translation>le dossier &apos;%1&apos; n’existe pas</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
</context>
<context>
    <name>Typeset</name>
    <message>
        <source>the formula is longer than %1 characters</source>
        <translation>la formule dépasse %1 caractères</translation>
    </message>
    <message>
        <source>%1 at column %2</source>
        <translation>%1 à la colonne %2</translation>
    </message>
    <message>
        <source>\%1 needs {…}</source>
        <translation>\%1 demande {…}</translation>
    </message>
    <message>
        <source>missing } for the { of \%1</source>
        <translation>} manquante pour la { de \%1</translation>
    </message>
    <message>
        <source>a $ begins a formula that no $ ends (write \$ for a dollar sign)</source>
        <translation>un $ ouvre une formule qu’aucun $ ne ferme (écrivez \$ pour un signe dollar)</translation>
    </message>
    <message>
        <source>%1 is missing its argument</source>
        <translation>il manque l’argument de %1</translation>
    </message>
    <message>
        <source>\%1 needs a delimiter</source>
        <translation>\%1 demande un délimiteur</translation>
    </message>
    <message>
        <source>\%1 cannot be a delimiter</source>
        <translation>\%1 ne peut pas être un délimiteur</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a delimiter</source>
        <translation>« %1 » ne peut pas être un délimiteur</translation>
    </message>
    <message>
        <source>double superscript</source>
        <translation>double exposant</translation>
    </message>
    <message>
        <source>double subscript</source>
        <translation>double indice</translation>
    </message>
    <message>
        <source>a case has two columns</source>
        <translation>un cas a deux colonnes</translation>
    </message>
    <message>
        <source>\begin and \end need {name}</source>
        <translation>\begin et \end demandent {nom}</translation>
    </message>
    <message>
        <source>missing } after the environment&apos;s name</source>
        <translation>} manquante après le nom de l’environnement</translation>
    </message>
    <message>
        <source>a formula cannot end with \</source>
        <translation>une formule ne peut pas finir par \</translation>
    </message>
    <message>
        <source>\right without \left</source>
        <translation>\right sans \left</translation>
    </message>
    <message>
        <source>\operatorname needs a name</source>
        <translation>\operatorname demande un nom</translation>
    </message>
    <message>
        <source>\%1 must follow an operator</source>
        <translation>\%1 doit suivre un opérateur</translation>
    </message>
    <message>
        <source>unknown environment {%1}</source>
        <translation>environnement inconnu {%1}</translation>
    </message>
    <message>
        <source>\end{%1} without \begin</source>
        <translation>\end{%1} sans \begin</translation>
    </message>
    <message>
        <source>unknown command \%1</source>
        <translation>commande inconnue \%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be written \%1</source>
        <translation>« %1 » s’écrit \%1</translation>
    </message>
    <message>
        <source>an invisible character (U+%1)</source>
        <translation>un caractère invisible (U+%1)</translation>
    </message>
    <message>
        <source>the formula nests deeper than %1 levels</source>
        <translation>la formule imbrique plus de %1 niveaux</translation>
    </message>
    <message>
        <source>missing } for this {</source>
        <translation>} manquante pour cette {</translation>
    </message>
    <message>
        <source>missing ] for this [</source>
        <translation>] manquant pour ce [</translation>
    </message>
    <message>
        <source>\left without \right</source>
        <translation>\left sans \right</translation>
    </message>
    <message>
        <source>unmatched }</source>
        <translation>} sans {</translation>
    </message>
    <message>
        <source>an aligned row has at most %1 columns</source>
        <translation>une ligne de aligned a au plus %1 colonnes</translation>
    </message>
    <message>
        <source>more than 64 rows</source>
        <translation>plus de 64 lignes</translation>
    </message>
    <message>
        <source>\\ outside cases or aligned</source>
        <translation>\\ hors de cases ou aligned</translation>
    </message>
    <message>
        <source>&amp; outside cases or aligned</source>
        <translation>&amp; hors de cases ou aligned</translation>
    </message>
    <message>
        <source>\begin{%1} without \end{%1}</source>
        <translation>\begin{%1} sans \end{%1}</translation>
    </message>
</context>
<context>
    <name>Views</name>
    <message>
        <source>The idea</source>
        <translation>L&apos;idée</translation>
    </message>
    <message>
        <source>Approximations</source>
        <translation>Approximations</translation>
    </message>
    <message>
        <source>Derivatives</source>
        <translation>Dérivées</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Côte à côte</translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation>Formats numériques</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Signal propagation</source>
        <translation>Propagation du signal</translation>
    </message>
    <message>
        <source>The neuron</source>
        <translation>Le neurone</translation>
    </message>
</context>
<context>
    <name>Web</name>
    <message>
        <source>Normal pdf $\varphi(x)$</source>
        <translation>Densité normale $\varphi(x)$</translation>
    </message>
    <message>
        <source>Normal density%1; at x = %2, φ(x) = %3.</source>
        <translation>Densité normale%1 ; en x = %2, φ(x) = %3.</translation>
    </message>
    <message>
        <source>%1 must be a number.</source>
        <translation>%1 doit être un nombre.</translation>
    </message>
    <message>
        <source>%1 is not a scene: %2</source>
        <translation>%1 n’est pas une scène : %2</translation>
    </message>
    <message>
        <source>%1 is not a deck: %2</source>
        <translation>%1 n’est pas une présentation : %2</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 n’a pas pu être ouvert : %2</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>A scene or a deck (.gelu.json, .gelu-deck.json)</source>
        <translation>Une scène ou une présentation (.gelu.json, .gelu-deck.json)</translation>
    </message>
    <message>
        <source>error (ULPs)</source>
        <translation>erreur (ULP)</translation>
    </message>
    <message>
        <source>Back to the lecturer&apos;s state.</source>
        <translation>Retour à l’état de l’enseignant.</translation>
    </message>
    <message>
        <source>x = %1 is outside the plot&apos;s range %2 … %3: x = %4.</source>
        <translation>x = %1 est hors de l’étendue du tracé, %2 … %3 : x = %4.</translation>
    </message>
    <message>
        <source>Reset to the lecturer&apos;s state</source>
        <translation>Revenir à l’état de l’enseignant</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Commandes</translation>
    </message>
    <message>
        <source>Run to n draws</source>
        <translation>Aller jusqu’à n tirages</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0.</source>
        <translation>La graine est un entier à partir de 0.</translation>
    </message>
    <message>
        <source>The last draws of the mask</source>
        <translation>Les derniers tirages du masque</translation>
    </message>
    <message>
        <source>Add formula</source>
        <translation>Ajouter la formule</translation>
    </message>
    <message>
        <source>Write a formula as id = expression of x, e.g. f = x*sigmoid(1.5*x).</source>
        <translation>Écrivez une formule sous la forme id = expression de x, p. ex. f = x*sigmoid(1.5*x).</translation>
    </message>
    <message>
        <source>Training to epoch %1: press Play.</source>
        <translation>Entraînement jusqu’à l’époque %1 : appuyez sur Lecture.</translation>
    </message>
    <message>
        <source>Tick a curve other than GELU in “%1” to compare it with GELU.</source>
        <translation>Cochez dans « %1 » une courbe autre que GELU pour la comparer à GELU.</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>▶ Play (P)</source>
        <translation>▶ Lecture (P)</translation>
    </message>
    <message>
        <source>Notes, next step and timers in a second window</source>
        <translation>Notes, étape suivante et minuteurs dans une seconde fenêtre</translation>
    </message>
    <message>
        <source>Presenter view</source>
        <translation>Vue présentateur</translation>
    </message>
    <message>
        <source>Every step down one page, each live</source>
        <translation>Toutes les étapes sur une page, chacune en direct</translation>
    </message>
    <message>
        <source>Study all steps</source>
        <translation>Étudier toutes les étapes</translation>
    </message>
    <message>
        <source>The browser kept the presenter window from opening: allow pop-ups here.</source>
        <translation>Le navigateur a empêché l’ouverture de la fenêtre présentateur : autorisez les fenêtres surgissantes ici.</translation>
    </message>
    <message>
        <source>Back to presenting</source>
        <translation>Revenir à la présentation</translation>
    </message>
    <message>
        <source>Reset this step</source>
        <translation>Réinitialiser cette étape</translation>
    </message>
    <message>
        <source>What this page carries was refused: %1</source>
        <translation>Le contenu de cette page a été refusé : %1</translation>
    </message>
    <message>
        <source>No notes for this step.</source>
        <translation>Pas de notes pour cette étape.</translation>
    </message>
    <message>
        <source>Follow the lecture</source>
        <translation>Suivre le cours</translation>
    </message>
    <message>
        <source>The room&apos;s answers</source>
        <translation>Les réponses de la salle</translation>
    </message>
    <message>
        <source>The lecture&apos;s screen is black</source>
        <translation>L’écran du cours est noir</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Reveal answers (A)</source>
        <translation>Afficher les réponses (A)</translation>
    </message>
    <message>
        <source>Answers (CSV)</source>
        <translation>Réponses (CSV)</translation>
    </message>
    <message>
        <source>Sent. You may change your answer until the lecturer shows the answers.</source>
        <translation>Envoyée. Vous pouvez changer votre réponse jusqu’à ce que les réponses soient affichées.</translation>
    </message>
    <message>
        <source>Not taken: the answers are closed.</source>
        <translation>Non prise en compte : les réponses sont closes.</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Votre réponse</translation>
    </message>
    <message>
        <source>Drag x along %1 (or type it), then send.</source>
        <translation>Faites glisser x le long de %1 (ou tapez-le), puis envoyez.</translation>
    </message>
    <message>
        <source>Pick one first.</source>
        <translation>Choisissez-en une d’abord.</translation>
    </message>
    <message>
        <source>Type a number first.</source>
        <translation>Tapez d’abord un nombre.</translation>
    </message>
    <message>
        <source>Not connected to the lecture.</source>
        <translation>Pas connecté au cours.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Envoi…</translation>
    </message>
    <message>
        <source>The right answer: %1.</source>
        <translation>La bonne réponse : %1.</translation>
    </message>
    <message>
        <source>The right answer: x = %1.</source>
        <translation>La bonne réponse : x = %1.</translation>
    </message>
    <message>
        <source> · answered: %1</source>
        <translation> · réponses : %1</translation>
    </message>
    <message>
        <source>%1 following</source>
        <translation>%1 suivent</translation>
    </message>
    <message>
        <source> · the screen is black (B)</source>
        <translation> · l’écran est noir (B)</translation>
    </message>
    <message>
        <source>Connecting to the room…</source>
        <translation>Connexion à la salle…</translation>
    </message>
    <message>
        <source>Hide answers (A)</source>
        <translation>Masquer les réponses (A)</translation>
    </message>
    <message>
        <source>Connecting to the lecture…</source>
        <translation>Connexion au cours…</translation>
    </message>
    <message>
        <source>Exploring on your own.</source>
        <translation>Exploration libre.</translation>
    </message>
    <message>
        <source>Following the lecture.</source>
        <translation>Vous suivez le cours.</translation>
    </message>
    <message>
        <source>Not taken: x is off the step&apos;s plot.</source>
        <translation>Non prise en compte : x est hors du graphique de l’étape.</translation>
    </message>
    <message>
        <source>Not taken.</source>
        <translation>Non prise en compte.</translation>
    </message>
    <message>
        <source>Normal density%1; the area under it up to x = %2 is shaded: Φ(x) = %3.</source>
        <translation>Densité normale%1 ; l’aire sous la courbe jusqu’à x = %2 est ombrée : Φ(x) = %3.</translation>
    </message>
    <message>
        <source>The normal distribution function Φ%1; at x = %2 the mask keeps x with probability %3.</source>
        <translation>La fonction de répartition normale Φ%1 ; en x = %2 le masque garde x avec la probabilité %3.</translation>
    </message>
    <message>
        <source>Activation functions over x from %1 to %2: %3. At x = %4: %5.</source>
        <translation>Fonctions d’activation sur x de %1 à %2 : %3. En x = %4 : %5.</translation>
    </message>
    <message>
        <source>No draws yet at x = %1; the target x·Φ(x) is %2.</source>
        <translation>Pas encore de tirages en x = %1 ; la cible x·Φ(x) vaut %2.</translation>
    </message>
    <message>
        <source>Draws: %1 at x = %2 (seed %3); x kept in %4 of them; running mean %5, target x·Φ(x) = %6.</source>
        <translation>Tirages : %1 en x = %2 (graine %3) ; x gardé dans %4 d’entre eux ; moyenne courante %5, cible x·Φ(x) = %6.</translation>
    </message>
    <message>
        <source>Derivatives over x from %1 to %2. At x = %3: %4.</source>
        <translation>Dérivées sur x de %1 à %2. En x = %3 : %4.</translation>
    </message>
    <message>
        <source>Errors of the approximations against the exact GELU: %1.</source>
        <translation>Erreurs des approximations par rapport à la GELU exacte : %1.</translation>
    </message>
    <message>
        <source>At x = %1: %2.</source>
        <translation>En x = %1 : %2.</translation>
    </message>
    <message>
        <source>Pre-activation variance through %1 layers of width %2: %3.</source>
        <translation>Variance des pré-activations à travers %1 couches de largeur %2 : %3.</translation>
    </message>
    <message>
        <source>A gated unit (%1): z = %2, g = %3, %4(g) = %5, output %6.</source>
        <translation>Une unité à porte (%1) : z = %2, g = %3, %4(g) = %5, sortie %6.</translation>
    </message>
    <message>
        <source>A neuron with inputs %1 and %2, weights %3 and %4, bias %5: z = %6, %7(z) = %8.</source>
        <translation>Un neurone d’entrées %1 et %2, de poids %3 et %4, de biais %5 : z = %6, %7(z) = %8.</translation>
    </message>
    <message>
        <source>%1: epoch %2, test loss %3, test accuracy %4, %5 dead units</source>
        <translation>%1 : époque %2, perte de test %3, exactitude de test %4, %5 unités mortes</translation>
    </message>
    <message>
        <source>to n = %1</source>
        <translation>jusqu’à n = %1</translation>
    </message>
</context>
<context>
    <name>WebContent</name>
    <message>
        <source>every step is hidden: there is nothing to show</source>
        <translation>toutes les étapes sont masquées : il n’y a rien à montrer</translation>
    </message>
    <message>
        <source>the first step&apos;s scene does not apply</source>
        <translation>la scène de la première étape ne s’applique pas</translation>
    </message>
</context>
<context>
    <name>ui::ActivationsPanel</name>
    <message>
        <source>Activations: GELU beside its approximations and ReLU-like units</source>
        <translation>Activations: GELU à côté de ses approximations et des unités de type ReLU</translation>
    </message>
    <message>
        <source>Activations: GELU beside its tanh approximation</source>
        <translation>Activations : GELU à côté de son approximation tanh</translation>
    </message>
    <message>
        <source>Activations: GELU beside its sigmoid approximation</source>
        <translation>Activations : GELU à côté de son approximation sigmoïde</translation>
    </message>
    <message>
        <source>Activations: GELU beside its tanh approximation and other units</source>
        <translation>Activations : GELU à côté de son approximation tanh et d’autres unités</translation>
    </message>
    <message>
        <source>Activations: GELU beside its sigmoid approximation and other units</source>
        <translation>Activations : GELU à côté de son approximation sigmoïde et d’autres unités</translation>
    </message>
    <message>
        <source>Monte Carlo mean ± 95%</source>
        <translation>Moyenne Monte-Carlo ± 95%</translation>
    </message>
    <message>
        <source>neuron output</source>
        <translation>sortie du neurone</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Activations: GELU beside its approximations</source>
        <translation>Activations : GELU à côté de ses approximations</translation>
    </message>
    <message>
        <source>Activations: GELU beside other units</source>
        <translation>Activations : GELU à côté d&apos;autres unités</translation>
    </message>
    <message>
        <source>Activations: GELU</source>
        <translation>Activations : GELU</translation>
    </message>
</context>
<context>
    <name>ui::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>Exporter une animation</translation>
    </message>
    <message>
        <source>Sweep of x over the view</source>
        <translation>Balayage de x sur la vue</translation>
    </message>
    <message>
        <source>The Monte Carlo run</source>
        <translation>La simulation Monte-Carlo</translation>
    </message>
    <message>
        <source>This lecture step (step %1)</source>
        <translation>Cette étape du cours (étape %1)</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation :</translation>
    </message>
    <message>
        <source>The sheet of six panels</source>
        <translation>La planche des six panneaux</translation>
    </message>
    <message>
        <source>&amp;Shows:</source>
        <translation>&amp;Contenu :</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>x &amp;from:</source>
        <translation>x &amp;de :</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>D&amp;urée :</translation>
    </message>
    <message>
        <source>GIF plays at most 50 frames a second (its delays are in 1/100 s)</source>
        <translation>Le GIF est limité à 50 images par seconde (ses délais sont en 1/100 s)</translation>
    </message>
    <message>
        <source>&amp;Frames per second:</source>
        <translation>&amp;Images par seconde :</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Taille :</translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation>Éc&amp;helle :</translation>
    </message>
    <message>
        <source>Transparent (WebP, APNG)</source>
        <translation>Transparent (WebP, APNG)</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>Arrière-&amp;plan :</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>Taille du te&amp;xte :</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>Pa&amp;rcourir…</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>&amp;Fichier :</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>Annulé : rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>Non exporté : %1</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;WebM video (*.webm);;GIF (*.gif);;Animated WebP (*.webp);;Animated PNG (*.apng)</source>
        <translation>Vidéo MP4 (*.mp4);;Vidéo WebM (*.webm);;GIF (*.gif);;WebP animé (*.webp);;PNG animé (*.apng)</translation>
    </message>
    <message>
        <source>The deep network&apos;s layers, one by one</source>
        <translation>Les couches du réseau profond, une à une</translation>
    </message>
    <message>
        <source>The networks training, epoch by epoch</source>
        <translation>L’entraînement des réseaux, époque par époque</translation>
    </message>
</context>
<context>
    <name>ui::AudienceOverlay</name>
    <message>
        <source>End of the lecture</source>
        <translation>Fin du cours</translation>
    </message>
    <message>
        <source>Esc leaves · ← goes back</source>
        <translation>Échap quitte · ← revient</translation>
    </message>
    <message>
        <source>Join the lecture</source>
        <translation>Rejoindre le cours</translation>
    </message>
    <message numerus="yes">
        <source>%n following</source>
        <translation>
            <numerusform>%n suit</numerusform>
            <numerusform>%n suivent</numerusform>
        </translation>
    </message>
    <message>
        <source>Answered: %1 · right: %2</source>
        <translation>Réponses : %1 · justes : %2</translation>
    </message>
    <message>
        <source>Answered: %1</source>
        <translation>Réponses : %1</translation>
    </message>
    <message>
        <source>● an answer    ○ the right answer (±%1)</source>
        <translation>● une réponse    ○ la bonne réponse (±%1)</translation>
    </message>
    <message>
        <source>■ answers    ┆ the right answer (±%1)</source>
        <translation>■ réponses    ┆ la bonne réponse (±%1)</translation>
    </message>
    <message>
        <source>right: x = %1</source>
        <translation>juste : x = %1</translation>
    </message>
    <message>
        <source>right: %1</source>
        <translation>juste : %1</translation>
    </message>
</context>
<context>
    <name>ui::CdfPanel</name>
    <message>
        <source>$\Phi(x)$: the probability that the mask keeps $x$</source>
        <translation>$\Phi(x)$: la probabilité que le masque garde $x$</translation>
    </message>
</context>
<context>
    <name>ui::ChecklistMenu</name>
    <message>
        <source>%1 at most: untick one to choose another</source>
        <translation>%1 au plus : décochez-en un pour en choisir un autre</translation>
    </message>
    <message>
        <source>Up to %1</source>
        <translation>Jusqu’à %1</translation>
    </message>
</context>
<context>
    <name>ui::ComparePanel</name>
    <message>
        <source>Side by side: each curve on identical axes</source>
        <translation>Côte à côte: chaque courbe sur des axes identiques</translation>
    </message>
    <message>
        <source>Difference to GELU</source>
        <translation>Différence avec GELU</translation>
    </message>
    <message>
        <source>Plots each curve minus GELU instead of the curve</source>
        <translation>Trace chaque courbe moins GELU au lieu de la courbe</translation>
    </message>
    <message>
        <source>Previous page of curves</source>
        <translation>Page de courbes précédente</translation>
    </message>
    <message>
        <source>Shows the curves before these</source>
        <translation>Affiche les courbes précédentes</translation>
    </message>
    <message>
        <source>Next page of curves</source>
        <translation>Page de courbes suivante</translation>
    </message>
    <message>
        <source>Shows the curves after these</source>
        <translation>Affiche les courbes suivantes</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <source>Curves %1–%2 of %3 (page %4 of %5)</source>
        <translation>Courbes %1–%2 sur %3 (page %4 sur %5)</translation>
    </message>
    <message>
        <source>Side by side: each curve minus GELU, on identical axes</source>
        <translation>Côte à côte: chaque courbe moins GELU, sur des axes identiques</translation>
    </message>
    <message>
        <source>Side by side: each curve on identical axes (faint: its derivative)</source>
        <translation>Côte à côte: chaque courbe sur des axes identiques (en pâle, sa dérivée)</translation>
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
        <translation>%1 : %2 … %3 est refusé (« à » doit dépasser « de » d’au moins %4) ; il reste %5 … %6.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>seed %1, %2/s</source>
        <translation>graine %1, %2/s</translation>
    </message>
    <message>
        <source>Monte Carlo settings</source>
        <translation>Réglages Monte-Carlo</translation>
    </message>
    <message>
        <source>Shows or hides the seed, the mask rule and the speed</source>
        <translation>Affiche ou masque la graine, la règle du masque et la vitesse</translation>
    </message>
    <message>
        <source>Shows or hides the x and y ranges&apos; fields</source>
        <translation>Affiche ou masque les champs des plages de x et de y</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Input x</source>
        <translation>Entrée x</translation>
    </message>
    <message>
        <source>The x the mask keeps or drops, in every panel</source>
        <translation>Le x que le masque garde ou rejette, dans tous les panneaux</translation>
    </message>
    <message>
        <source>Gaussian N(μ, σ²)</source>
        <translation>Gaussienne N(μ, σ²)</translation>
    </message>
    <message>
        <source>μ, the Gaussian&apos;s mean</source>
        <translation>μ, la moyenne de la gaussienne</translation>
    </message>
    <message>
        <source>Moves the Gaussian whose cdf Φ is the chance of keeping x</source>
        <translation>Déplace la gaussienne dont la fonction de répartition Φ donne la probabilité de garder x</translation>
    </message>
    <message>
        <source>σ, the Gaussian&apos;s spread</source>
        <translation>σ, l&apos;écart-type de la gaussienne</translation>
    </message>
    <message>
        <source>σ → 0 turns GELU into ReLU</source>
        <translation>σ → 0 transforme GELU en ReLU</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Courbes</translation>
    </message>
    <message>
        <source>Activation parameters</source>
        <translation>Paramètres d&apos;activation</translation>
    </message>
    <message>
        <source>α of ELU and CELU</source>
        <translation>α d&apos;ELU et de CELU</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>β of softplus and swish (β = 1: SiLU)</source>
        <translation>β de Softplus et de Swish (β = 1 : SiLU)</translation>
    </message>
    <message>
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <source>The negative slope of leaky ReLU</source>
        <translation>La pente négative de Leaky ReLU</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>pente</translation>
    </message>
    <message>
        <source>λ of softshrink and hardshrink</source>
        <translation>λ de Softshrink et de Hardshrink</translation>
    </message>
    <message>
        <source>λ</source>
        <translation>λ</translation>
    </message>
    <message>
        <source>Reset to the defaults</source>
        <translation>Valeurs par défaut</translation>
    </message>
    <message>
        <source>μ = 0, σ = 1, α = 1, β = 1, slope = 0.01, λ = 0.5 (PyTorch&apos;s defaults)</source>
        <translation>μ = 0, σ = 1, α = 1, β = 1, pente = 0,01, λ = 0,5 (valeurs par défaut de PyTorch)</translation>
    </message>
    <message>
        <source>View range</source>
        <translation>Plage affichée</translation>
    </message>
    <message>
        <source>x from</source>
        <translation>x min</translation>
    </message>
    <message>
        <source>The left end of every panel&apos;s x axis</source>
        <translation>L&apos;extrémité gauche de l&apos;axe x de chaque panneau</translation>
    </message>
    <message>
        <source>x to</source>
        <translation>x max</translation>
    </message>
    <message>
        <source>The right end of every panel&apos;s x axis</source>
        <translation>L&apos;extrémité droite de l&apos;axe x de chaque panneau</translation>
    </message>
    <message>
        <source>y from</source>
        <translation>y min</translation>
    </message>
    <message>
        <source>The bottom of the activation panels&apos; y axis</source>
        <translation>Le bas de l&apos;axe y des panneaux d&apos;activation</translation>
    </message>
    <message>
        <source>y to</source>
        <translation>y max</translation>
    </message>
    <message>
        <source>The top of the activation panels&apos; y axis</source>
        <translation>Le haut de l&apos;axe y des panneaux d&apos;activation</translation>
    </message>
    <message>
        <source>x from / to</source>
        <translation>x min / max</translation>
    </message>
    <message>
        <source>y from / to</source>
        <translation>y min / max</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte-Carlo</translation>
    </message>
    <message>
        <source>U &lt; Φ(x), U uniform</source>
        <translation>U &lt; Φ(x), U uniforme</translation>
    </message>
    <message>
        <source>X ≤ x, X ~ N(μ, σ²)</source>
        <translation>X ≤ x, X ~ N(μ, σ²)</translation>
    </message>
    <message>
        <source>Mask rule</source>
        <translation>Règle du masque</translation>
    </message>
    <message>
        <source>How each draw decides: a uniform U below Φ(x), or a normal X at most x</source>
        <translation>Comment chaque tirage décide : un U uniforme inférieur à Φ(x), ou un X normal au plus égal à x</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Vitesse de lecture</translation>
    </message>
    <message>
        <source>How fast Play adds draws</source>
        <translation>À quelle vitesse « Lire » ajoute des tirages</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>graine</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>masque</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>vitesse</translation>
    </message>
    <message>
        <source>%1 draws a second at first, then n × %2 a second</source>
        <translation>d&apos;abord %1 tirages par seconde, puis n × %2 par seconde</translation>
    </message>
    <message>
        <source>%1 of the formula %2</source>
        <translation>%1 de la formule %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 dans %2</translation>
    </message>
</context>
<context>
    <name>ui::CurvePicker</name>
    <message>
        <source>Search name, id or formula</source>
        <translation>Rechercher nom, id ou formule</translation>
    </message>
    <message>
        <source>Lists the curves whose name, id or formula holds what you type; Enter ticks or unticks the first one found</source>
        <translation>Liste les courbes dont le nom, l’id ou la formule contient ce que vous tapez ; Entrée coche ou décoche la première trouvée</translation>
    </message>
    <message>
        <source>Search curves</source>
        <translation>Rechercher des courbes</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Préréglages</translation>
    </message>
    <message>
        <source>Curve presets</source>
        <translation>Préréglages de courbes</translation>
    </message>
    <message>
        <source>Shows a ready-made set of curves</source>
        <translation>Affiche un ensemble de courbes prédéfini</translation>
    </message>
    <message>
        <source>Curves shown</source>
        <translation>Courbes affichées</translation>
    </message>
    <message>
        <source>Every activation by family; a ticked curve is drawn in the panels</source>
        <translation>Toutes les activations par famille ; une courbe cochée est tracée dans les panneaux</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Nouvelle…</translation>
    </message>
    <message>
        <source>New formula</source>
        <translation>Nouvelle formule</translation>
    </message>
    <message>
        <source>New formula: type your own activation f(x); its derivative comes with it</source>
        <translation>Nouvelle formule : saisissez votre propre activation f(x) ; sa dérivée est fournie avec</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Edit the selected formula (or double-click it)</source>
        <translation>Modifier la formule sélectionnée (ou double-cliquer dessus)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Remove the selected formula</source>
        <translation>Supprimer la formule sélectionnée</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 sur %3)</translation>
    </message>
    <message>
        <source>Drawn by this view&apos;s panels beside the scene&apos;s curves; tick it to keep it in every view.</source>
        <translation>Tracée par les panneaux de cette vue à côté des courbes de la scène ; cochez-la pour la garder dans toutes les vues.</translation>
    </message>
    <message>
        <source>drawn by this view&apos;s panels beside the scene&apos;s curves</source>
        <translation>tracée par les panneaux de cette vue à côté des courbes de la scène</translation>
    </message>
</context>
<context>
    <name>ui::DTypePanel</name>
    <message>
        <source>where a form is not correctly rounded</source>
        <translation>où une forme n’est pas correctement arrondie</translation>
    </message>
    <message>
        <source>where a form ≠ exact GELU</source>
        <translation>où une forme ≠ GELU exacte</translation>
    </message>
    <message>
        <source>bars: %1</source>
        <translation>barres : %1</translation>
    </message>
    <message>
        <source>marks: %1</source>
        <translation>marques : %1</translation>
    </message>
    <message>
        <source>GELU as the hardware stores it: rounded to a number format</source>
        <translation>GELU telle que le matériel la stocke : arrondie à un format numérique</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>a perfect kernel</source>
        <translation>un noyau parfait</translation>
    </message>
    <message>
        <source>Number format</source>
        <translation>Format numérique</translation>
    </message>
    <message>
        <source>The format GELU is stored in</source>
        <translation>Le format dans lequel GELU est stockée</translation>
    </message>
    <message>
        <source>Beside it</source>
        <translation>À côté</translation>
    </message>
    <message>
        <source>A second format side by side</source>
        <translation>Un second format côte à côte</translation>
    </message>
    <message>
        <source>Computed by</source>
        <translation>Calculée par</translation>
    </message>
    <message>
        <source>format</source>
        <translation>format</translation>
    </message>
    <message>
        <source>beside</source>
        <translation>à côté</translation>
    </message>
    <message>
        <source>computed by</source>
        <translation>calculée par</translation>
    </message>
    <message>
        <source>exact GELU</source>
        <translation>GELU exacte</translation>
    </message>
    <message>
        <source>PyTorch&apos;s erf form</source>
        <translation>forme erf de PyTorch</translation>
    </message>
    <message>
        <source>PyTorch&apos;s tanh form</source>
        <translation>forme tanh de PyTorch</translation>
    </message>
    <message>
        <source>tanh form</source>
        <translation>forme tanh</translation>
    </message>
    <message>
        <source>stored $\operatorname{GELU}(x)$</source>
        <translation>$\operatorname{GELU}(x)$ stockée</translation>
    </message>
    <message>
        <source>ULPs</source>
        <translation>ULP</translation>
    </message>
    <message>
        <source>%1: 0 from %2 down</source>
        <translation>%1 : 0 à partir de %2 vers le bas</translation>
    </message>
    <message>
        <source>%1 ≠ exact at %2 (%3%)</source>
        <translation>%1 ≠ exacte en %2 (%3 %)</translation>
    </message>
    <message>
        <source>, 0 from %1 down</source>
        <translation>, 0 à partir de %1 vers le bas</translation>
    </message>
    <message>
        <source>%1, every one of its %2 values in [−8, 8]</source>
        <translation>%1, chacune de ses %2 valeurs dans [−8, 8]</translation>
    </message>
    <message>
        <source>%1, %2 evenly spaced values in [−8, 8]</source>
        <translation>%1, %2 valeurs régulièrement espacées dans [−8, 8]</translation>
    </message>
    <message>
        <source>GELU stored in %1 (%2)</source>
        <translation>GELU stockée en %1 (%2)</translation>
    </message>
    <message>
        <source>exact, rounded once</source>
        <translation>exacte, arrondie une fois</translation>
    </message>
    <message>
        <source>Error in ULPs of %1</source>
        <translation>Erreur en ULP de %1</translation>
    </message>
    <message>
        <source>PyTorch 1.13 CPU, a long tensor</source>
        <translation>PyTorch 1.13 CPU, un long tenseur</translation>
    </message>
    <message>
        <source>PyTorch 1.13 CPU, AVX2, vectorized</source>
        <translation>PyTorch 1.13 CPU, AVX2, vectorisé</translation>
    </message>
    <message>
        <source>PyTorch 1.13 CPU, one element (scalar)</source>
        <translation>PyTorch 1.13 CPU, un élément (scalaire)</translation>
    </message>
    <message>
        <source>PyTorch 1.13, a long tensor</source>
        <translation>PyTorch 1.13, un long tenseur</translation>
    </message>
    <message>
        <source>PyTorch 1.13, vectorized</source>
        <translation>PyTorch 1.13, vectorisé</translation>
    </message>
    <message>
        <source>PyTorch 1.13, one element</source>
        <translation>PyTorch 1.13, un élément</translation>
    </message>
    <message>
        <source>A contiguous tensor of many elements: oneDNN 2.6.3 for GELU, ATen&apos;s vectorized code for the tanh form</source>
        <translation>Un tenseur contigu de nombreux éléments : oneDNN 2.6.3 pour GELU, le code vectorisé d&apos;ATen pour la forme tanh</translation>
    </message>
    <message>
        <source>ATen&apos;s AVX2 vectorized code (Sleef 3.5.1&apos;s erf, tanh and exp)</source>
        <translation>Le code vectorisé AVX2 d&apos;ATen (erf, tanh et exp de Sleef 3.5.1)</translation>
    </message>
    <message>
        <source>A one-element tensor: ATen&apos;s scalar code (glibc 2.36&apos;s erff, tanhf and expf)</source>
        <translation>Un tenseur d&apos;un seul élément : le code scalaire d&apos;ATen (erff, tanhf et expf de la glibc 2.36)</translation>
    </message>
    <message>
        <source>Exact values rounded once, or PyTorch 1.13&apos;s CPU code bit for bit: a long tensor, the vectorized path or one element</source>
        <translation>Valeurs exactes arrondies une fois, ou le code CPU de PyTorch 1.13 bit pour bit : un long tenseur, le chemin vectorisé ou un élément</translation>
    </message>
    <message>
        <source>%1 stores other bits</source>
        <translation>%1 stocke d&apos;autres bits</translation>
    </message>
    <message>
        <source>%1 ≠ its correctly rounded value at %2 (%3%)</source>
        <translation>%1 ≠ sa valeur correctement arrondie en %2 (%3 %)</translation>
    </message>
    <message>
        <source>, %1 of them by the sign of zero</source>
        <translation>, dont %1 par le signe de zéro</translation>
    </message>
    <message>
        <source>%1 stores the same bits at every one of these x</source>
        <translation>%1 stocke les mêmes bits en chacun de ces x</translation>
    </message>
    <message>
        <source>%1 stores other bits at %2 of these x (erf form) and %3 (tanh form)</source>
        <translation>%1 stocke d&apos;autres bits en %2 de ces x (forme erf) et %3 (forme tanh)</translation>
    </message>
    <message>
        <source>PyTorch 1.13 has no CPU GELU for float16.</source>
        <translation>PyTorch 1.13 n&apos;a pas de GELU CPU pour float16.</translation>
    </message>
    <message>
        <source>PyTorch 1.13 has no %1 type.</source>
        <translation>PyTorch 1.13 n&apos;a pas de type %1.</translation>
    </message>
    <message>
        <source>Error in ULPs of %1, each form against its correctly rounded value</source>
        <translation>Erreur en ULP de %1, chaque forme par rapport à sa valeur correctement arrondie</translation>
    </message>
    <message>
        <source>x = %1 (in %2)</source>
        <translation>x = %1 (en %2)</translation>
    </message>
    <message>
        <source>GELU exact %1, stored %2</source>
        <translation>GELU exacte %1, stockée %2</translation>
    </message>
    <message>
        <source>PyTorch&apos;s erf form %1 (%2 ULP)</source>
        <translation>forme erf de PyTorch %1 (%2 ULP)</translation>
    </message>
    <message>
        <source>PyTorch&apos;s tanh form %1 (%2 ULP)</source>
        <translation>forme tanh de PyTorch %1 (%2 ULP)</translation>
    </message>
    <message>
        <source>tanh form %1 (%2 ULP)</source>
        <translation>forme tanh %1 (%2 ULP)</translation>
    </message>
    <message>
        <source>GELU in %1 (%2)</source>
        <translation>GELU en %1 (%2)</translation>
    </message>
    <message>
        <source>dashed: where a form starts storing 0</source>
        <translation>tirets : où une forme se met à stocker 0</translation>
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
        <translation>Ouvrir une présentation</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré : %1</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Enregistrer la présentation</translation>
    </message>
    <message>
        <source>Save deck as</source>
        <translation>Enregistrer la présentation sous</translation>
    </message>
    <message>
        <source>GELU Explorer decks (*%1);;All files (*)</source>
        <translation>Présentations GELU Explorer (*%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The deck has unsaved changes.</source>
        <translation>La présentation a des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>A deck keeps one step to present.</source>
        <translation>Une présentation garde une étape à présenter.</translation>
    </message>
    <message>
        <source>the deck has no steps yet: add one before saving it</source>
        <translation>la présentation n’a pas encore d’étapes : ajoutez-en une avant de l’enregistrer</translation>
    </message>
    <message>
        <source>The deck has no steps yet: set the window up as the first step should look, then press “Add the current view as a step” in the Steps panel.</source>
        <translation>La présentation n’a pas encore d’étapes : disposez la fenêtre comme la première étape doit apparaître, puis appuyez sur « Ajouter la vue actuelle comme étape » dans le panneau Étapes.</translation>
    </message>
</context>
<context>
    <name>ui::DerivativesPanel</name>
    <message>
        <source>Derivatives: $\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$</source>
        <translation>Dérivées: $\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$</translation>
    </message>
    <message>
        <source>Derivatives: $\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$ dips below 0 near $x \approx %1$</source>
        <translation>Dérivées: $\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$ passe sous 0 près de $x \approx %1$</translation>
    </message>
</context>
<context>
    <name>ui::ErrorsPanel</name>
    <message>
        <source>Precision lens: $|\operatorname{GELU}(x)|$ for $x$ in $[-40, 0]$</source>
        <translation>Loupe de précision : $|\operatorname{GELU}(x)|$ pour $x$ dans $[-40, 0]$</translation>
    </message>
    <message>
        <source>Approximation errors: approximation − exact GELU</source>
        <translation>Erreurs d&apos;approximation: approximation − GELU exacte</translation>
    </message>
    <message>
        <source>Precision lens</source>
        <translation>Loupe de précision</translation>
    </message>
    <message>
        <source>Precision lens: |GELU(x)| for x in [−40, 0], accurate vs textbook 0.5x(1+erf(x/√2))</source>
        <translation>Loupe de précision: |GELU(x)| pour x dans [−40, 0], forme précise vs forme classique 0.5x(1+erf(x/√2))</translation>
    </message>
    <message>
        <source>$\lvert\operatorname{GELU}(x)\rvert$ (log scale)</source>
        <translation>$\lvert\operatorname{GELU}(x)\rvert$ (échelle log)</translation>
    </message>
    <message>
        <source>approx − exact</source>
        <translation>approx. − exacte</translation>
    </message>
    <message>
        <source>Precision lens: x in [−40, 0]</source>
        <translation>Loupe de précision: x dans [−40, 0]</translation>
    </message>
    <message>
        <source>%1: max |error| $%2$ at $|x| \approx %3$</source>
        <translation>%1 : |erreur| max $%2$ en $|x| \approx %3$</translation>
    </message>
    <message>
        <source>textbook: 1% off from $x \approx %1$, exactly 0 from $x \approx %2$</source>
        <translation>forme classique : fausse de 1 % dès $x \approx %1$, exactement 0 dès $x \approx %2$</translation>
    </message>
    <message>
        <source>core: within 1 ULP everywhere, 0 only below $x \approx %1$</source>
        <translation>noyau : à moins de 1 ULP partout, 0 seulement sous $x \approx %1$</translation>
    </message>
    <message>
        <source>accurate core: $x\,\Phi(x)$</source>
        <translation>forme précise : $x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>textbook $\tfrac{1}{2}x\,(1 + \operatorname{erf}(x/\sqrt{2}))$ (PyTorch, TensorFlow)</source>
        <translation>forme classique $\tfrac{1}{2}x\,(1 + \operatorname{erf}(x/\sqrt{2}))$ (PyTorch, TensorFlow)</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
</context>
<context>
    <name>ui::ExportDialog</name>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation>« %1 » existe déjà. Le remplacer ?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Remplacer</translation>
    </message>
    <message>
        <source>Export panel</source>
        <translation>Exporter un panneau</translation>
    </message>
    <message>
        <source>Export sheet</source>
        <translation>Exporter la planche</translation>
    </message>
    <message>
        <source>&amp;Panel:</source>
        <translation>&amp;Panneau :</translation>
    </message>
    <message>
        <source>As laid out in the window</source>
        <translation>Comme dans la fenêtre</translation>
    </message>
    <message numerus="yes">
        <source>Grid of %n column(s)</source>
        <translation>
            <numerusform>Grille de %n colonne</numerusform>
            <numerusform>Grille de %n colonnes</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Disposition :</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Parc&amp;ourir…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier :</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format :</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>pixels</translation>
    </message>
    <message>
        <source>cm (print)</source>
        <translation>cm (impression)</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Taille :</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;Résolution :</translation>
    </message>
    <message>
        <source>2× (sharp on high-dpi screens and projectors)</source>
        <translation>2× (net sur écrans haute densité et projecteurs)</translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation>É&amp;chelle :</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>White (paper)</source>
        <translation>Blanc (papier)</translation>
    </message>
    <message>
        <source>Transparent (PNG, SVG)</source>
        <translation>Transparent (PNG, SVG)</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>&amp;Arrière-plan :</translation>
    </message>
    <message>
        <source>1× as on screen; 1.5–2× reads well on slides</source>
        <translation>1× comme à l&apos;écran ; 1,5–2× se lit bien sur des diapositives</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>Taille du te&amp;xte :</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>unknown — the file name must end in .png, .jpg, .svg or .pdf</source>
        <translation>inconnu — le nom du fichier doit se terminer par .png, .jpg, .svg ou .pdf</translation>
    </message>
    <message>
        <source>Vector: %1 × %2 cm</source>
        <translation>Vectoriel : %1 × %2 cm</translation>
    </message>
    <message>
        <source>Bitmap: %1 × %2 pixels</source>
        <translation>Matriciel : %1 × %2 pixels</translation>
    </message>
    <message>
        <source>PNG image (*.png);;JPEG image (*.jpg *.jpeg);;SVG vector image (*.svg);;PDF document (*.pdf)</source>
        <translation>Image PNG (*.png);;Image JPEG (*.jpg *.jpeg);;Image vectorielle SVG (*.svg);;Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>T&amp;itre :</translation>
    </message>
    <message>
        <source>Draw the title</source>
        <translation>Dessiner le titre</translation>
    </message>
    <message>
        <source>Draw the titles</source>
        <translation>Dessiner les titres</translation>
    </message>
    <message>
        <source>Mark x (its line, the points there and their read-outs)</source>
        <translation>Marquer x (sa ligne, les points et leurs valeurs)</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>Panneaux :</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&amp;Heading:</source>
        <translation>I&amp;ntitulé :</translation>
    </message>
</context>
<context>
    <name>ui::FormulaDialog</name>
    <message>
        <source>New formula</source>
        <translation>Nouvelle formule</translation>
    </message>
    <message>
        <source>Edit formula</source>
        <translation>Modifier la formule</translation>
    </message>
    <message>
        <source>e.g. bent</source>
        <translation>p. ex. bent</translation>
    </message>
    <message>
        <source>Formula name</source>
        <translation>Nom de la formule</translation>
    </message>
    <message>
        <source>e.g. x + 0.1*x^2</source>
        <translation>p. ex. x + 0.1*x^2</translation>
    </message>
    <message>
        <source>Formula expression in x</source>
        <translation>Expression de la formule en x</translation>
    </message>
    <message>
        <source>x, numbers (0.5, 2e-3), pi, e, + − * / ^, ( ), comparisons and c ? a : b; exp log log1p expm1 log2 log10 sqrt abs sign min max sin cos tan atan sinh cosh tanh erf erfc Phi phi sigmoid softplus gelu relu</source>
        <translation>x, nombres (0.5, 2e-3), pi, e, + − * / ^, ( ), comparaisons et c ? a : b ; exp log log1p expm1 log2 log10 sqrt abs sign min max sin cos tan atan sinh cosh tanh erf erfc Phi phi sigmoid softplus gelu relu</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>continu</translation>
    </message>
    <message>
        <source>dashed</source>
        <translation>tirets</translation>
    </message>
    <message>
        <source>dotted</source>
        <translation>pointillés</translation>
    </message>
    <message>
        <source>dash-dot</source>
        <translation>tiret-point</translation>
    </message>
    <message>
        <source>dash-dot-dot</source>
        <translation>tiret-point-point</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>f(x) =</source>
        <translation>f(x) =</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Trait</translation>
    </message>
    <message>
        <source>name: empty</source>
        <translation>nom : vide</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#2a7a2a&apos;&gt;✓ valid; its derivative d%1 comes with it&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#2a7a2a&apos;&gt;✓ valide ; sa dérivée d%1 est fournie avec&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Its parameters (%1) get sliders under Activation parameters</source>
        <translation>Ses paramètres (%1) ont des curseurs sous Paramètres d&apos;activation</translation>
    </message>
    <message>
        <source>Name the formula, then type its expression in x.</source>
        <translation>Nommez la formule, puis tapez son expression en x.</translation>
    </message>
</context>
<context>
    <name>ui::HandoutDialog</name>
    <message>
        <source>Export handout</source>
        <translation>Exporter le polycopié</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>Light suits paper; dark and high contrast suit a screen</source>
        <translation>Clair convient au papier ; sombre et contraste élevé conviennent à un écran</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thème :</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Lettre US (8,5 × 11 po)</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier :</translation>
    </message>
    <message>
        <source>One step a page (large figures)</source>
        <translation>Une étape par page (grandes figures)</translation>
    </message>
    <message>
        <source>Two steps a page</source>
        <translation>Deux étapes par page</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Disposition :</translation>
    </message>
    <message>
        <source>Print the presenter&apos;s &amp;notes and right answers</source>
        <translation>Imprimer les &amp;notes du présentateur et les bonnes réponses</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Choose a file for the handout.</source>
        <translation>Choisissez un fichier pour le polycopié.</translation>
    </message>
</context>
<context>
    <name>ui::LectureView</name>
    <message>
        <source>GELU Explorer — lecture</source>
        <translation>GELU Explorer — cours</translation>
    </message>
    <message>
        <source> · P sweep x</source>
        <translation> · P balayer x</translation>
    </message>
    <message>
        <source> · P play/pause</source>
        <translation> · P lecture/pause</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source> · P train/pause</source>
        <translation> · P entraîner/pause</translation>
    </message>
    <message>
        <source>GELU Explorer — lecture, step %1 of %2</source>
        <translation>GELU Explorer — cours, étape %1 sur %2</translation>
    </message>
    <message>
        <source>→ next · ← back%1 · +/− move x · ? all keys · H hides these · Esc leave</source>
        <translation>→ suivant · ← retour%1 · +/− déplacer x · ? toutes les touches · H masque ceci · Échap quitter</translation>
    </message>
    <message>
        <source>Step %1 of %2, part %3 of %4</source>
        <translation>Étape %1 sur %2, partie %3 sur %4</translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>Checking the steps: training the run of step %1 of %2…</source>
        <translation>Vérification des étapes : entraînement du réseau de l’étape %1 sur %2…</translation>
    </message>
    <message>
        <source>GELU Explorer — GELU(x) = x·Φ(x)</source>
        <translation>GELU Explorer — GELU(x) = x·Φ(x)</translation>
    </message>
    <message>
        <source>&amp;Export this panel…</source>
        <translation>&amp;Exporter ce panneau…</translation>
    </message>
    <message>
        <source>&amp;Copy image</source>
        <translation>&amp;Copier l&apos;image</translation>
    </message>
    <message>
        <source>Move x right</source>
        <translation>Déplacer x à droite</translation>
    </message>
    <message>
        <source>Move x left</source>
        <translation>Déplacer x à gauche</translation>
    </message>
    <message>
        <source>Move x right (fine)</source>
        <translation>Déplacer x à droite (pas fin)</translation>
    </message>
    <message>
        <source>Move x left (fine)</source>
        <translation>Déplacer x à gauche (pas fin)</translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation>&amp;Lire / Pause</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Avancer d&apos;un pas</translation>
    </message>
    <message>
        <source>&amp;Reset simulation</source>
        <translation>&amp;Réinitialiser la simulation</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Open scene…</source>
        <translation>&amp;Ouvrir une scène…</translation>
    </message>
    <message>
        <source>&amp;Save scene</source>
        <translation>&amp;Enregistrer la scène</translation>
    </message>
    <message>
        <source>Save scene &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Export &amp;panel…</source>
        <translation>Exporter le &amp;panneau…</translation>
    </message>
    <message>
        <source>Export s&amp;heet…</source>
        <translation>Exporter la p&amp;lanche…</translation>
    </message>
    <message>
        <source>One panel as a figure: PNG, SVG, PDF or JPEG</source>
        <translation>Un panneau en figure : PNG, SVG, PDF ou JPEG</translation>
    </message>
    <message>
        <source>Several panels in one figure, laid out as the view shows them (the view&apos;s panels ticked): PNG, SVG, PDF or JPEG</source>
        <translation>Plusieurs panneaux en une figure, disposés comme la vue les montre (les panneaux de la vue cochés) : PNG, SVG, PDF ou JPEG</translation>
    </message>
    <message>
        <source>Export &amp;data (CSV)…</source>
        <translation>Exporter les &amp;données (CSV)…</translation>
    </message>
    <message>
        <source>Export &amp;animation…</source>
        <translation>Exporter l&apos;&amp;animation…</translation>
    </message>
    <message>
        <source>&amp;Copy panel image</source>
        <translation>&amp;Copier l&apos;image du panneau</translation>
    </message>
    <message>
        <source>&amp;Lecture mode</source>
        <translation>Mode &amp;cours</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Scènes &amp;récentes</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>E&amp;xemples</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>&amp;Simulation</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Selon le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;About GELU Explorer</source>
        <translation>À &amp;propos de GELU Explorer</translation>
    </message>
    <message>
        <source>About GELU Explorer</source>
        <translation>À propos de GELU Explorer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GELU Explorer %1&lt;/h3&gt;&lt;p&gt;GELU(x) = x·Φ(x) is the expected value of a mask that keeps x with probability Φ(x) = P(X ≤ x).&lt;/p&gt;&lt;p&gt;Keys: ←/→ move x (Shift: fine), Space play/pause, R reset, F5 lecture mode, Ctrl+Z undo.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GELU Explorer %1&lt;/h3&gt;&lt;p&gt;GELU(x) = x·Φ(x) est l&apos;espérance d&apos;un masque qui garde x avec la probabilité Φ(x) = P(X ≤ x).&lt;/p&gt;&lt;p&gt;Touches : ←/→ déplacer x (Maj : pas fin), Espace lecture/pause, R réinitialiser, F5 mode cours, Ctrl+Z annuler.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>Ouvrir une scène</translation>
    </message>
    <message>
        <source>x = %1    Φ(x) = %2    GELU(x) = %3</source>
        <translation>x = %1    Φ(x) = %2    GELU(x) = %3</translation>
    </message>
    <message>
        <source>    estimate %1 ± %2 (95%, n = %3)</source>
        <translation>    estimation %1 ± %2 (95%, n = %3)</translation>
    </message>
    <message>
        <source>no panel to export</source>
        <translation>aucun panneau à exporter</translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard</source>
        <translation>«&#xa0;%1&#xa0;» copié dans le presse-papiers</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exporté : %1</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>Exporter les données</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
    <message>
        <source>Settings cannot be saved: &apos;%1&apos; is not writable (the layout, theme and recent files will be forgotten)</source>
        <translation>Impossible d’enregistrer les réglages : « %1 » n’est pas accessible en écriture (la disposition, le thème et les fichiers récents seront oubliés)</translation>
    </message>
    <message>
        <source>Export training history</source>
        <translation>Exporter l’historique d’entraînement</translation>
    </message>
    <message>
        <source>Export &amp;training history (CSV)…</source>
        <translation>Exporter l’historique d’&amp;entraînement (CSV)…</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>Ouvrir une présentation</translation>
    </message>
    <message>
        <source>Deck &quot;%1&quot; opened (steps: %2); F5 presents it.</source>
        <translation>Présentation « %1 » ouverte (étapes : %2) ; F5 la présente.</translation>
    </message>
    <message>
        <source>Open &amp;deck…</source>
        <translation>Ouvrir une &amp;présentation…</translation>
    </message>
    <message>
        <source>Writing the step videos…</source>
        <translation>Écriture des vidéos des étapes…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Export step videos</source>
        <translation>Exporter les vidéos des étapes</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Étape %1 sur %2 : %3</translation>
    </message>
    <message>
        <source>Cancelled: no video was written or replaced.</source>
        <translation>Annulé : aucune vidéo n’a été écrite ni remplacée.</translation>
    </message>
    <message>
        <source>Exported %1 videos into %2</source>
        <translation>%1 vidéos exportées dans %2</translation>
    </message>
    <message>
        <source>Export hand&amp;out (PDF)…</source>
        <translation>Exporter le p&amp;olycopié (PDF)…</translation>
    </message>
    <message>
        <source>Export step &amp;videos…</source>
        <translation>Exporter les &amp;vidéos des étapes…</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Étape %1</translation>
    </message>
    <message>
        <source>Show a step</source>
        <translation>Montrer une étape</translation>
    </message>
    <message>
        <source>&amp;New deck</source>
        <translation>&amp;Nouvelle présentation</translation>
    </message>
    <message>
        <source>Save dec&amp;k</source>
        <translation>Enregistrer la pré&amp;sentation</translation>
    </message>
    <message>
        <source>Save deck as…</source>
        <translation>Enregistrer la présentation sous…</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Présentations</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Vues</translation>
    </message>
    <message>
        <source>Save &amp;view…</source>
        <translation>Enregistrer la &amp;vue…</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>&amp;Réinitialiser la disposition</translation>
    </message>
    <message>
        <source>&amp;Views</source>
        <translation>&amp;Vues</translation>
    </message>
    <message>
        <source>&amp;Tour</source>
        <translation>&amp;Visite guidée</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Touches</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manuel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Views.&lt;/b&gt; Each tab is a view: panels laid out like a figure. Start with &lt;i&gt;The idea&lt;/i&gt;; Ctrl+1 … Ctrl+%1 switch views, &lt;i&gt;Panels&lt;/i&gt; picks a view&apos;s panels.</source>
        <translation>&lt;b&gt;Vues.&lt;/b&gt; Chaque onglet est une vue : des panneaux disposés comme une figure. Commencez par &lt;i&gt;L&apos;idée&lt;/i&gt; ; Ctrl+1 … Ctrl+%1 changent de vue, &lt;i&gt;Panneaux&lt;/i&gt; choisit ses panneaux.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The shaded area is Φ(x).&lt;/b&gt; Under the normal curve, the area up to x is the probability that X ~ N(0, 1) is at most x. Drag the line at x, or press ← and →.</source>
        <translation>&lt;b&gt;L&apos;aire ombrée est Φ(x).&lt;/b&gt; Sous la courbe normale, l&apos;aire jusqu&apos;à x est la probabilité que X ~ N(0, 1) soit au plus x. Faites glisser la ligne en x, ou appuyez sur ← et →.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The same number as a curve.&lt;/b&gt; Φ(x) is the probability that the mask keeps x: near 1 for large x, near 0 far left.</source>
        <translation>&lt;b&gt;Le même nombre en courbe.&lt;/b&gt; Φ(x) est la probabilité que le masque garde x : près de 1 pour x grand, près de 0 loin à gauche.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Toss the coin.&lt;/b&gt; Press Play: each draw keeps x with probability Φ(x), else gives 0. The running mean settles on x·Φ(x).</source>
        <translation>&lt;b&gt;Lancez la pièce.&lt;/b&gt; Appuyez sur Lecture : chaque tirage garde x avec la probabilité Φ(x), sinon donne 0. La moyenne courante se stabilise en x·Φ(x).</translation>
    </message>
    <message>
        <source>&lt;b&gt;That mean is GELU(x).&lt;/b&gt; GELU(x) = x·Φ(x): the read-out multiplies the two numbers at your x. ReLU and ELU are drawn beside it.</source>
        <translation>&lt;b&gt;Cette moyenne est GELU(x).&lt;/b&gt; GELU(x) = x·Φ(x) : l&apos;affichage multiplie les deux nombres en votre x. ReLU et ELU sont tracées à côté.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Change what you see.&lt;/b&gt; Move x, change μ and σ, tick more curves or type a formula of your own; Edit ▸ Undo takes any change back.</source>
        <translation>&lt;b&gt;Changez ce que vous voyez.&lt;/b&gt; Déplacez x, changez μ et σ, cochez d&apos;autres courbes ou tapez votre propre formule ; Édition ▸ Annuler défait tout changement.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Present and export.&lt;/b&gt; F5 presents the built-in lecture (or your deck); File ▸ Export saves figures, handouts and videos. Help ▸ Keys lists every key.</source>
        <translation>&lt;b&gt;Présenter et exporter.&lt;/b&gt; F5 présente le cours intégré (ou votre présentation) ; Fichier ▸ Exporter enregistre figures, polycopiés et vidéos. Aide ▸ Touches liste chaque touche.</translation>
    </message>
    <message>
        <source>no panel is ticked for the sheet</source>
        <translation>aucun panneau n&apos;est coché pour la planche</translation>
    </message>
    <message>
        <source>GELU Explorer decks and web pages (*%1 *.html);;All files (*)</source>
        <translation>Présentations et pages web GELU Explorer (*%1 *.html);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>untitled deck</source>
        <translation>présentation sans titre</translation>
    </message>
    <message>
        <source> · deck %1</source>
        <translation> · présentation %1</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Présenter</translation>
    </message>
    <message>
        <source>Export handout</source>
        <translation>Exporter le polycopié</translation>
    </message>
    <message>
        <source>Export for web</source>
        <translation>Exporter pour le web</translation>
    </message>
    <message>
        <source>Export for &amp;web…</source>
        <translation>Exporter pour le &amp;web…</translation>
    </message>
    <message>
        <source>The window&apos;s colours: light, dark, high contrast or the system&apos;s</source>
        <translation>Les couleurs de la fenêtre : claires, sombres, contraste élevé ou celles du système</translation>
    </message>
    <message>
        <source>Showing step %1 of the deck, “%2”. A click on the view&apos;s tab above shows its own panels again.</source>
        <translation>Étape %1 de la présentation, « %2 », affichée. Un clic sur l&apos;onglet de la vue, en haut, remontre ses propres panneaux.</translation>
    </message>
    <message>
        <source>The scene and the deck have unsaved changes.</source>
        <translation>La scène et la présentation ont des modifications non enregistrées.</translation>
    </message>
</context>
<context>
    <name>ui::MathLabel</name>
    <message>
        <source>&amp;Copy text</source>
        <translation>&amp;Copier le texte</translation>
    </message>
</context>
<context>
    <name>ui::MonteCarloPanel</name>
    <message>
        <source>Each draw will show here: %1 keep $x$, %2 output $0$.</source>
        <translation>Chaque tirage s’affichera ici : %1 garder $x$, %2 sortir $0$.</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Lire</translation>
    </message>
    <message>
        <source>Play or pause the simulation (Space)</source>
        <translation>Lire ou mettre en pause la simulation (Espace)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>One more step of draws</source>
        <translation>Un pas de tirages supplémentaire</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Grid of x</source>
        <translation>Grille de x</translation>
    </message>
    <message>
        <source>Simulate every x of a grid at once</source>
        <translation>Simuler d&apos;un coup chaque x d&apos;une grille</translation>
    </message>
    <message>
        <source>95% band</source>
        <translation>bande à 95%</translation>
    </message>
    <message>
        <source>running mean</source>
        <translation>moyenne cumulée</translation>
    </message>
    <message>
        <source>estimates ± 95%</source>
        <translation>estimations ± 95%</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
    <message>
        <source>average of the masked outputs</source>
        <translation>moyenne des sorties masquées</translation>
    </message>
    <message>
        <source>number of draws $n$</source>
        <translation>nombre de tirages $n$</translation>
    </message>
    <message>
        <source>Monte Carlo: keep $x$ with probability $\Phi(x)$, else 0 — the average converges to $x\,\Phi(x)$</source>
        <translation>Monte-Carlo: garder $x$ avec la probabilité $\Phi(x)$, sinon 0 — la moyenne converge vers $x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>$n = 0$ — press Play or Step.   target $x\,\Phi(x) = %1$</source>
        <translation>$n = 0$ — appuyez sur Lire ou Avancer.   cible $x\,\Phi(x) = %1$</translation>
    </message>
    <message>
        <source>$n = %1$   kept %2 (%3%)   mean $%4 \pm %5$ (95%)   target $x\,\Phi(x) = %6$</source>
        <translation>$n = %1$   gardés %2 (%3%)   moyenne $%4 \pm %5$ (95%)   cible $x\,\Phi(x) = %6$</translation>
    </message>
    <message>
        <source>keep $x$</source>
        <translation>$x$ gardé</translation>
    </message>
    <message>
        <source>output $0$</source>
        <translation>sortie $0$</translation>
    </message>
    <message>
        <source>target $x\,\Phi(x)$</source>
        <translation>cible $x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>$\mathrm{GELU}(x) = x\,\Phi(x)$</source>
        <translation>$\mathrm{GELU}(x) = x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>Stop, and back to n = 0 with the same seed (R)</source>
        <translation>Arrêter et revenir à n = 0 avec la même graine (R)</translation>
    </message>
    <message>
        <source>To n = %1…</source>
        <translation>Jusqu’à n = %1…</translation>
    </message>
    <message>
        <source>n = %1 reached</source>
        <translation>n = %1 atteint</translation>
    </message>
    <message>
        <source>Play until the run has this many draws, then stop</source>
        <translation>Lire jusqu&apos;à ce nombre de tirages, puis s&apos;arrêter</translation>
    </message>
    <message>
        <source>Run to n</source>
        <translation>Aller jusqu&apos;à n</translation>
    </message>
    <message>
        <source>last:</source>
        <translation>dernier :</translation>
    </message>
    <message>
        <source>draw %1:</source>
        <translation>tirage %1 :</translation>
    </message>
    <message>
        <source>$n = %1$</source>
        <translation>$n = %1$</translation>
    </message>
    <message>
        <source>mean $%1 \pm %2$</source>
        <translation>moyenne $%1 \pm %2$</translation>
    </message>
    <message>
        <source>target $%1$</source>
        <translation>cible $%1$</translation>
    </message>
    <message>
        <source>$n = 0$: no draws yet.</source>
        <translation>$n = 0$ : aucun tirage pour l’instant.</translation>
    </message>
    <message>
        <source>target $x\,\Phi(x) = %1$</source>
        <translation>cible $x\,\Phi(x) = %1$</translation>
    </message>
    <message>
        <source>average</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>moyenne</translation>
    </message>
</context>
<context>
    <name>ui::NeuronPanel</name>
    <message>
        <source>Input x₁</source>
        <translation>Entrée x₁</translation>
    </message>
    <message>
        <source>The neuron&apos;s first input</source>
        <translation>La première entrée du neurone</translation>
    </message>
    <message>
        <source>Input x₂</source>
        <translation>Entrée x₂</translation>
    </message>
    <message>
        <source>The neuron&apos;s second input</source>
        <translation>La deuxième entrée du neurone</translation>
    </message>
    <message>
        <source>Weight w₁</source>
        <translation>Poids w₁</translation>
    </message>
    <message>
        <source>The weight of the first input</source>
        <translation>Le poids de la première entrée</translation>
    </message>
    <message>
        <source>Weight w₂</source>
        <translation>Poids w₂</translation>
    </message>
    <message>
        <source>The weight of the second input</source>
        <translation>Le poids de la deuxième entrée</translation>
    </message>
    <message>
        <source>Bias b</source>
        <translation>Biais b</translation>
    </message>
    <message>
        <source>Added to the weighted sum s</source>
        <translation>Ajouté à la somme pondérée s</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Activation</translation>
    </message>
    <message>
        <source>The function the neuron applies to s</source>
        <translation>La fonction que le neurone applique à s</translation>
    </message>
    <message>
        <source>Gate</source>
        <translation>Porte</translation>
    </message>
    <message>
        <source>A gated unit of transformer MLPs: (w·x + b) ⊙ act(v·x + c)</source>
        <translation>Une unité à porte des MLP de Transformer : (w·x + b) ⊙ act(v·x + c)</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>simple</translation>
    </message>
    <message>
        <source>Gate weight v₁</source>
        <translation>Poids de porte v₁</translation>
    </message>
    <message>
        <source>The gate&apos;s weight of the first input</source>
        <translation>Le poids de la porte pour la première entrée</translation>
    </message>
    <message>
        <source>Gate weight v₂</source>
        <translation>Poids de porte v₂</translation>
    </message>
    <message>
        <source>The gate&apos;s weight of the second input</source>
        <translation>Le poids de la porte pour la deuxième entrée</translation>
    </message>
    <message>
        <source>Gate bias c</source>
        <translation>Biais de porte c</translation>
    </message>
    <message>
        <source>Added to the gate&apos;s sum</source>
        <translation>Ajouté à la somme de la porte</translation>
    </message>
    <message>
        <source>f</source>
        <translation>f</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unité</translation>
    </message>
    <message>
        <source>A neuron: $\operatorname{activation}(w_1x_1 + w_2x_2 + b)$</source>
        <translation>Un neurone: $\operatorname{activation}(w_1x_1 + w_2x_2 + b)$</translation>
    </message>
    <message>
        <source>A gated unit: $(w\cdot x + b) \odot \operatorname{act}(v\cdot x + c)$</source>
        <translation>Une unité à porte: $(w\cdot x + b) \odot \operatorname{act}(v\cdot x + c)$</translation>
    </message>
</context>
<context>
    <name>ui::NumberEdit</name>
    <message>
        <source>This box</source>
        <translation>Ce champ</translation>
    </message>
    <message>
        <source>%1 needs a value; it stays %2.</source>
        <translation>%1 doit avoir une valeur ; il reste à %2.</translation>
    </message>
    <message>
        <source>%1: %2 is outside %3 … %4; it stays %5.</source>
        <translation>%1 : %2 est hors de %3 … %4 ; il reste à %5.</translation>
    </message>
    <message>
        <source>%1: “%2” is not a number; it stays %3.</source>
        <translation>%1 : « %2 » n’est pas un nombre ; il reste à %3.</translation>
    </message>
</context>
<context>
    <name>ui::PdfAreaPanel</name>
    <message>
        <source>Normal pdf: the shaded area up to $x$ is $\Phi(x) = P(X \le x)$</source>
        <translation>Densité normale: l&apos;aire ombrée jusqu&apos;à $x$ est $\Phi(x) = P(X \le x)$</translation>
    </message>
</context>
<context>
    <name>ui::PlotPanel</name>
    <message>
        <source>x axis from %1 to %2</source>
        <translation>axe x de %1 à %2</translation>
    </message>
</context>
<context>
    <name>ui::PresenterConsole</name>
    <message>
        <source>The audience sees the end of the lecture (← goes back)</source>
        <translation>Le public voit la fin du cours (← revient)</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>L&apos;étape en cours</translation>
    </message>
    <message>
        <source>The next step</source>
        <translation>L&apos;étape suivante</translation>
    </message>
    <message>
        <source>GELU Explorer — presenter console</source>
        <translation>GELU Explorer — console de l&apos;orateur</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>fragment %1 of %2</source>
        <translation>fragment %1 sur %2</translation>
    </message>
    <message>
        <source>GELU Explorer — presenter console, step %1 of %2</source>
        <translation>GELU Explorer — console de l&apos;orateur, étape %1 sur %2</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Ensuite : %1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>étape %1</translation>
    </message>
    <message>
        <source>Next: the end of the deck</source>
        <translation>Ensuite : la fin de la présentation</translation>
    </message>
    <message>
        <source>No notes for this step.</source>
        <translation>Pas de notes pour cette étape.</translation>
    </message>
    <message>
        <source>Crowded on the projector: a plot %1 px tall at the smallest type (fewer panels, or a larger screen)</source>
        <translation>Serré sur le projecteur : un graphique de %1 px de haut au plus petit corps (moins de panneaux, ou un écran plus grand)</translation>
    </message>
    <message>
        <source>The audience sees this step</source>
        <translation>Le public voit cette étape</translation>
    </message>
    <message>
        <source>The audience sees a black screen (B)</source>
        <translation>Le public voit un écran noir (B)</translation>
    </message>
    <message>
        <source>The audience sees a white screen (W)</source>
        <translation>Le public voit un écran blanc (W)</translation>
    </message>
    <message>
        <source>The audience sees a frozen picture (F)</source>
        <translation>Le public voit une image figée (F)</translation>
    </message>
    <message>
        <source>The mouse works the panels</source>
        <translation>La souris agit sur les panneaux</translation>
    </message>
    <message>
        <source>Laser pointer</source>
        <translation>Pointeur laser</translation>
    </message>
    <message>
        <source>Pen %1, fading</source>
        <translation>Stylo %1, qui s&apos;efface</translation>
    </message>
    <message>
        <source>Pen %1</source>
        <translation>Stylo %1</translation>
    </message>
    <message>
        <source>Go to step: %1_</source>
        <translation>Aller à l&apos;étape : %1_</translation>
    </message>
    <message>
        <source>? keys</source>
        <translation>? touches</translation>
    </message>
    <message>
        <source>%1 left of %2</source>
        <translation>%1 restantes sur %2</translation>
    </message>
    <message>
        <source>%1 over the %2 planned</source>
        <translation>%1 au-delà des %2 prévues</translation>
    </message>
    <message>
        <source>This step %1 of %2</source>
        <translation>Cette étape %1 sur %2</translation>
    </message>
    <message>
        <source>This step %1</source>
        <translation>Cette étape %1</translation>
    </message>
    <message>
        <source>%1 behind the plan</source>
        <translation>%1 de retard sur le plan</translation>
    </message>
    <message>
        <source>%1 ahead of the plan</source>
        <translation>%1 d&apos;avance sur le plan</translation>
    </message>
    <message>
        <source>On time</source>
        <translation>À l&apos;heure</translation>
    </message>
    <message>
        <source>The last step</source>
        <translation>La dernière étape</translation>
    </message>
    <message>
        <source>This step %1 over</source>
        <translation>Cette étape : %1 de trop</translation>
    </message>
    <message>
        <source>The network the room joins on (remembered)</source>
        <translation>Le réseau par lequel la salle se joint (mémorisé)</translation>
    </message>
    <message>
        <source>Join code on screen (J)</source>
        <translation>Code d&apos;accès à l&apos;écran (J)</translation>
    </message>
    <message>
        <source>this computer only</source>
        <translation>cet ordinateur seulement</translation>
    </message>
    <message>
        <source>Stop sharing (R)</source>
        <translation>Arrêter le partage (R)</translation>
    </message>
    <message>
        <source>Share with the room (R)</source>
        <translation>Partager avec la salle (R)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n following</source>
        <translation>
            <numerusform>%1 · %n suit</numerusform>
            <numerusform>%1 · %n suivent</numerusform>
        </translation>
    </message>
    <message>
        <source>Not shared</source>
        <translation>Non partagé</translation>
    </message>
    <message>
        <source>Next: fragment %1 of %2</source>
        <translation>Ensuite : fragment %1 sur %2</translation>
    </message>
    <message>
        <source>Save answers…</source>
        <translation>Enregistrer les réponses…</translation>
    </message>
    <message>
        <source>answered: %1, shown (A hides)</source>
        <translation>réponses : %1, affichées (A masque)</translation>
    </message>
    <message>
        <source>answered: %1 (A reveals)</source>
        <translation>réponses : %1 (A affiche)</translation>
    </message>
    <message>
        <source>Save the room&apos;s answers</source>
        <translation>Enregistrer les réponses de la salle</translation>
    </message>
    <message>
        <source>answers.csv</source>
        <translation>reponses.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Answers saved to %1</source>
        <translation>Réponses enregistrées dans %1</translation>
    </message>
    <message>
        <source>The room&apos;s answers to every question so far, as CSV (anonymous; they are kept nowhere else and end with the talk)</source>
        <translation>Les réponses de la salle à toutes les questions posées, en CSV (anonymes ; elles ne sont gardées nulle part ailleurs et cessent avec l’exposé)</translation>
    </message>
</context>
<context>
    <name>ui::PresentingSession</name>
    <message>
        <source>B or .  W</source>
        <translation>B ou .  W</translation>
    </message>
    <message>
        <source>→  Space  PageDown</source>
        <translation>→  Espace  Page suiv.</translation>
    </message>
    <message>
        <source>next fragment or step</source>
        <translation>fragment ou étape suivants</translation>
    </message>
    <message>
        <source>←  Backspace  PageUp</source>
        <translation>←  Retour arrière  Page préc.</translation>
    </message>
    <message>
        <source>back</source>
        <translation>retour</translation>
    </message>
    <message>
        <source>Home  End</source>
        <translation>Début  Fin</translation>
    </message>
    <message>
        <source>first, last step</source>
        <translation>première, dernière étape</translation>
    </message>
    <message>
        <source>G, a number, Enter</source>
        <translation>G, un nombre, Entrée</translation>
    </message>
    <message>
        <source>go to a step (the audience sees none between)</source>
        <translation>aller à une étape (le public ne voit aucune étape intermédiaire)</translation>
    </message>
    <message>
        <source>play or pause what the step plays</source>
        <translation>lancer ou mettre en pause ce que l&apos;étape joue</translation>
    </message>
    <message>
        <source>move x</source>
        <translation>déplacer x</translation>
    </message>
    <message>
        <source>black, white screen (again: back)</source>
        <translation>écran noir, blanc (à nouveau : retour)</translation>
    </message>
    <message>
        <source>freeze the audience&apos;s picture while you move on</source>
        <translation>figer l&apos;image du public pendant que vous avancez</translation>
    </message>
    <message>
        <source>pen in colour n, laser pointer, the mouse works the panels</source>
        <translation>stylo de couleur n, pointeur laser, la souris agit sur les panneaux</translation>
    </message>
    <message>
        <source>ink fades or stays, clear the ink</source>
        <translation>l&apos;encre s&apos;efface ou reste, effacer l&apos;encre</translation>
    </message>
    <message>
        <source>swap the screens, the console as a window (one screen)</source>
        <translation>échanger les écrans, la console en fenêtre (un seul écran)</translation>
    </message>
    <message>
        <source>restart the timer, the key hints</source>
        <translation>redémarrer le chronomètre, les aides des touches</translation>
    </message>
    <message>
        <source>leave presenting</source>
        <translation>quitter la présentation</translation>
    </message>
    <message>
        <source>these keys</source>
        <translation>ces touches</translation>
    </message>
    <message>
        <source>Go to step: %1_  (Enter goes, Esc cancels)</source>
        <translation>Aller à l&apos;étape : %1_  (Entrée y va, Échap annule)</translation>
    </message>
    <message>
        <source>scroll the notes</source>
        <translation>faire défiler les notes</translation>
    </message>
    <message>
        <source>Share with the room</source>
        <translation>Partager avec la salle</translation>
    </message>
    <message>
        <source>share with the room (again: stop), its join code on the screen</source>
        <translation>partager avec la salle (à nouveau : arrêter), son code d&apos;accès à l&apos;écran</translation>
    </message>
    <message>
        <source>reveal the room&apos;s answers to the step&apos;s question (again: hide)</source>
        <translation>afficher les réponses de la salle à la question de l’étape (à nouveau : masquer)</translation>
    </message>
</context>
<context>
    <name>ui::PropagationPanel</name>
    <message>
        <source>Signal propagation: a Gaussian through f, and through a deep random network</source>
        <translation>Propagation du signal : une gaussienne à travers f et à travers un réseau profond aléatoire</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>The weights&apos; gain g: weights N(0, g²/width)</source>
        <translation>Le gain g des poids : poids N(0, g²/largeur)</translation>
    </message>
    <message>
        <source>Custom gain</source>
        <translation>Gain personnalisé</translation>
    </message>
    <message>
        <source>The gain g when the rule is custom</source>
        <translation>Le gain g quand la règle est « personnalisé »</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Layers after the input</source>
        <translation>Couches après l&apos;entrée</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Units per layer</source>
        <translation>Unités par couche</translation>
    </message>
    <message>
        <source>g</source>
        <translation>g</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>profondeur</translation>
    </message>
    <message>
        <source>width</source>
        <translation>largeur</translation>
    </message>
    <message>
        <source>layer $l$</source>
        <translation>couche $l$</translation>
    </message>
    <message>
        <source>variance $q_l$</source>
        <translation>variance $q_l$</translation>
    </message>
    <message>
        <source>%1 draws</source>
        <translation>%1 tirages</translation>
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
        <translation>densité</translation>
    </message>
    <message>
        <source>pre-activation $h$</source>
        <translation>pré-activation $h$</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>couche</translation>
    </message>
    <message>
        <source>The variance map $q \mapsto g^2\,\mathrm{E}[f(\sqrt{q}\,Z)^2]%1$</source>
        <translation>L&apos;application de variance $q \mapsto g^2\,\mathrm{E}[f(\sqrt{q}\,Z)^2]%1$</translation>
    </message>
    <message>
        <source>Variance by layer: width %1 (dots), theory (lines)</source>
        <translation>Variance par couche : largeur %1 (points), théorie (lignes)</translation>
    </message>
    <message>
        <source>%1 of %2: mean $%3$, $\mathrm{E}[f^2]$ $%4$, gain $%5$</source>
        <translation>%1 de %2 : moyenne $%3$, $\mathrm{E}[f^2]$ $%4$, gain $%5$</translation>
    </message>
    <message>
        <source>%1: pre-activations by layer</source>
        <translation>%1 : pré-activations par couche</translation>
    </message>
    <message>
        <source>%1 at gain %2: variance %3 after %4 layers (theory %5); mean %6, E[f²] %7 for %8</source>
        <translation>%1 au gain %2 : variance %3 après %4 couches (théorie %5) ; moyenne %6, E[f²] %7 pour %8</translation>
    </message>
    <message>
        <source>He: √2</source>
        <translation>He : √2</translation>
    </message>
    <message>
        <source>second moment: 1/√E[f(Z)²]</source>
        <translation>second moment : 1/√E[f(Z)²]</translation>
    </message>
    <message>
        <source>Xavier: 1</source>
        <translation>Xavier : 1</translation>
    </message>
    <message>
        <source>PyTorch default: 1/√3</source>
        <translation>défaut de PyTorch : 1/√3</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>personnalisé</translation>
    </message>
    <message>
        <source>%1, theory</source>
        <translation>%1, théorie</translation>
    </message>
    <message>
        <source>%1, width %2</source>
        <translation>%1, largeur %2</translation>
    </message>
    <message>
        <source>Signal propagation</source>
        <translation>Propagation du signal</translation>
    </message>
    <message>
        <source>layer %1
h = %2
mean %3, variance %4</source>
        <translation>couche %1
h = %2
moyenne %3, variance %4</translation>
    </message>
</context>
<context>
    <name>ui::QuestionEditor</name>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>A point on a curve</source>
        <translation>Un point sur une courbe</translation>
    </message>
    <message>
        <source>A number</source>
        <translation>Un nombre</translation>
    </message>
    <message>
        <source>One of several choices</source>
        <translation>Un choix parmi plusieurs</translation>
    </message>
    <message>
        <source>What the room answers on their devices while the lecture is shared</source>
        <translation>Ce à quoi la salle répond sur ses appareils pendant le partage du cours</translation>
    </message>
    <message>
        <source>Where is GELU smallest?</source>
        <translation>Où GELU est-elle la plus petite ?</translation>
    </message>
    <message>
        <source>The curve the room places its points on</source>
        <translation>La courbe sur laquelle la salle place ses points</translation>
    </message>
    <message>
        <source>A formula of x at the step&apos;s x (Phi(1), 0.5, gelu(x)); for a point also minimum or maximum; empty: no right answer</source>
        <translation>Une formule de x au x de l’étape (Phi(1), 0.5, gelu(x)) ; pour un point aussi minimum ou maximum ; vide : pas de bonne réponse</translation>
    </message>
    <message>
        <source>One choice a line (2 to 6)</source>
        <translation>Un choix par ligne (2 à 6)</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>How far from the right answer still counts as right</source>
        <translation>Jusqu’où une réponse compte encore comme juste</translation>
    </message>
    <message>
        <source>&amp;Question:</source>
        <translation>&amp;Question :</translation>
    </message>
    <message>
        <source>Asks:</source>
        <translation>Demande :</translation>
    </message>
    <message>
        <source>On the curve:</source>
        <translation>Sur la courbe :</translation>
    </message>
    <message>
        <source>Right answer:</source>
        <translation>Bonne réponse :</translation>
    </message>
    <message>
        <source>Choices:</source>
        <translation>Choix :</translation>
    </message>
    <message>
        <source>Right choice:</source>
        <translation>Bon choix :</translation>
    </message>
    <message>
        <source>Counts as right within:</source>
        <translation>Juste à moins de :</translation>
    </message>
    <message>
        <source>Right: x = %1 (within ±%2)</source>
        <translation>Juste : x = %1 (à ±%2 près)</translation>
    </message>
    <message>
        <source>Right: %1 (within ±%2)</source>
        <translation>Juste : %1 (à ±%2 près)</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Juste : %1</translation>
    </message>
    <message>
        <source>No right answer: the room&apos;s answers are shown as they are</source>
        <translation>Pas de bonne réponse : les réponses de la salle sont affichées telles quelles</translation>
    </message>
    <message>
        <source>The question as the room reads it on their devices</source>
        <translation>La question telle que la salle la lit sur ses appareils</translation>
    </message>
    <message>
        <source>The answers the room picks from, one a line</source>
        <translation>Les réponses parmi lesquelles la salle choisit, une par ligne</translation>
    </message>
    <message>
        <source>The choice marked right when the answers are shown</source>
        <translation>Le choix marqué juste quand les réponses sont affichées</translation>
    </message>
</context>
<context>
    <name>ui::SceneDocument</name>
    <message>
        <source>untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>%1[*] — GELU Explorer</source>
        <translation>%1[*] — GELU Explorer</translation>
    </message>
    <message>
        <source>Cannot open the scene</source>
        <translation>Impossible d&apos;ouvrir la scène</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Ouvert : %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré : %1</translation>
    </message>
    <message>
        <source>Cannot save the scene</source>
        <translation>Impossible d&apos;enregistrer la scène</translation>
    </message>
    <message>
        <source>Save scene</source>
        <translation>Enregistrer la scène</translation>
    </message>
    <message>
        <source>GELU Explorer scenes (*%1)</source>
        <translation>Scènes GELU Explorer (*%1)</translation>
    </message>
    <message>
        <source>The scene has unsaved changes.</source>
        <translation>La scène contient des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>Ouvrir une scène</translation>
    </message>
    <message>
        <source>GELU Explorer scenes, figures and web pages (*%1 *.png *.svg *.html);;All files (*)</source>
        <translation>Scènes, figures et pages web GELU Explorer (*%1 *.png *.svg *.html);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>ui::SceneHistory</name>
    <message>
        <source>Move x</source>
        <translation>Déplacer x</translation>
    </message>
    <message>
        <source>Change the shape (μ, σ, α, β, slope, λ)</source>
        <translation>Modifier les paramètres de forme (μ, σ, α, β, pente, λ)</translation>
    </message>
    <message>
        <source>Show or hide curves</source>
        <translation>Afficher ou masquer des courbes</translation>
    </message>
    <message>
        <source>Change the range</source>
        <translation>Modifier la plage</translation>
    </message>
    <message>
        <source>Change the simulation</source>
        <translation>Modifier la simulation</translation>
    </message>
    <message>
        <source>Change the neuron</source>
        <translation>Modifier le neurone</translation>
    </message>
    <message>
        <source>Change the scene</source>
        <translation>Modifier la scène</translation>
    </message>
    <message>
        <source>Change the deep network</source>
        <translation>Modifier le réseau profond</translation>
    </message>
    <message>
        <source>Change the number format</source>
        <translation>Modifier le format numérique</translation>
    </message>
    <message>
        <source>Change the training</source>
        <translation>Modifier l’entraînement</translation>
    </message>
    <message>
        <source>Change a formula&apos;s parameter</source>
        <translation>Modifier un paramètre d&apos;une formule</translation>
    </message>
    <message>
        <source>Change the formulas</source>
        <translation>Modifier les formules</translation>
    </message>
</context>
<context>
    <name>ui::SeedEdit</name>
    <message>
        <source>Seed: %1 is beyond 18446744073709551615; it stays %2.</source>
        <translation>Graine : %1 dépasse 18446744073709551615 ; elle reste à %2.</translation>
    </message>
    <message>
        <source>Any whole number from 0 to 18446744073709551615</source>
        <translation>Tout nombre entier de 0 à 18446744073709551615</translation>
    </message>
</context>
<context>
    <name>ui::SeedRepeatDialog</name>
    <message>
        <source>a second</source>
        <translation>une seconde</translation>
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
        <translation>Répéter sur plusieurs graines</translation>
    </message>
    <message>
        <source>One run shows one draw. Each seed draws new data, initial weights and batches, the same for every activation; the spread over seeds says whether a difference holds.</source>
        <translation>Une exécution montre un tirage. Chaque graine tire de nouvelles données, de nouveaux poids initiaux et lots, les mêmes pour chaque activation ; la dispersion sur les graines dit si une différence tient.</translation>
    </message>
    <message>
        <source>&amp;Seeds</source>
        <translation>&amp;Graines</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Graines</translation>
    </message>
    <message>
        <source>How many runs, each from its own seed</source>
        <translation>Combien d’exécutions, chacune avec sa graine</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>%v of %m seeds</source>
        <translation>%v sur %m graines</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>Enregistrer en CSV…</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1, %2 points, hidden layers %3, %4 at rate %5, %6 epochs; seeds %7 to %8.</source>
        <translation>%1, %2 points, couches cachées %3, %4 au taux %5, %6 époques ; graines %7 à %8.</translation>
    </message>
    <message>
        <source>SGD with momentum 0.9</source>
        <translation>SGD avec moment 0,9</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>au plus %1</translation>
    </message>
    <message>
        <source>%1 seeds would take more than an hour: at most %2, or fewer epochs or a smaller network.</source>
        <translation>%1 graines prendraient plus d’une heure : au plus %2, ou moins d’époques ou un réseau plus petit.</translation>
    </message>
    <message>
        <source>%1 seeds would take more than an hour: fewer epochs or a smaller network.</source>
        <translation>%1 graines prendraient plus d’une heure : moins d’époques ou un réseau plus petit.</translation>
    </message>
    <message>
        <source>The training&apos;s settings changed since these runs: Run again to repeat the run shown now.</source>
        <translation>Les réglages de l’entraînement ont changé depuis ces exécutions : relancer pour répéter l’exécution affichée.</translation>
    </message>
    <message>
        <source>Training the first seed…</source>
        <translation>Entraînement de la première graine…</translation>
    </message>
    <message>
        <source>Run to train every activation once per seed.</source>
        <translation>Lancer pour entraîner chaque activation une fois par graine.</translation>
    </message>
    <message>
        <source>test accuracy (%)</source>
        <translation>précision de test (%)</translation>
    </message>
    <message>
        <source>test loss</source>
        <translation>perte de test</translation>
    </message>
    <message>
        <source>test loss (×%1)</source>
        <translation>perte de test (×%1)</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Activation</translation>
    </message>
    <message>
        <source>Test accuracy (%)</source>
        <translation>Précision de test (%)</translation>
    </message>
    <message>
        <source>Test loss</source>
        <translation>Perte de test</translation>
    </message>
    <message>
        <source>Test loss (×%1)</source>
        <translation>Perte de test (×%1)</translation>
    </message>
    <message>
        <source>Least – greatest</source>
        <translation>Min – max</translation>
    </message>
    <message>
        <source>Difference to %1 (points)</source>
        <translation>Écart à %1 (points)</translation>
    </message>
    <message>
        <source>Difference to %1</source>
        <translation>Écart à %1</translation>
    </message>
    <message>
        <source>Difference to %1 (×%2)</source>
        <translation>Écart à %1 (×%2)</translation>
    </message>
    <message>
        <source>Dead units</source>
        <translation>Unités mortes</translation>
    </message>
    <message>
        <source>Runs with dead units</source>
        <translation>Exécutions avec unités mortes</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>%1 (at most %2)</source>
        <translation>%1 (au plus %2)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>; %1 diverged</source>
        <translation>; %1 divergentes</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Arrê&amp;ter</translation>
    </message>
    <message>
        <source>Save the seeds&apos; runs</source>
        <translation>Enregistrer les exécutions des graines</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Enregistré dans %1.</translation>
    </message>
    <message>
        <source>A seed could not be trained (memory short?): the repeat ended early.</source>
        <translation>Une graine n’a pas pu être entraînée (mémoire insuffisante ?) : la répétition s’est arrêtée tôt.</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 seeds.</source>
        <translation>Arrêté après %1 graines sur %2.</translation>
    </message>
    <message>
        <source>Dots: each seed&apos;s test accuracy after the last epoch; bars: the mean ± one standard deviation, the runs&apos; spread.</source>
        <translation>Points : la précision de test de chaque graine après la dernière époque ; barres : la moyenne ± un écart-type, la dispersion des exécutions.</translation>
    </message>
    <message>
        <source>Dots: each seed&apos;s test loss after the last epoch; bars: the mean ± one standard deviation, the runs&apos; spread.</source>
        <translation>Points : la perte de test de chaque graine après la dernière époque ; barres : la moyenne ± un écart-type, la dispersion des exécutions.</translation>
    </message>
    <message>
        <source>The difference to the first activation is taken seed by seed (the same data and start for both); where its 95% interval holds 0 the runs show no difference.</source>
        <translation>L’écart à la première activation est pris graine par graine (mêmes données et même départ pour les deux) ; là où son intervalle à 95 % contient 0, les exécutions ne montrent pas de différence.</translation>
    </message>
    <message>
        <source>The runs show</source>
        <translation>Les exécutions montrent</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 à %3)</translation>
    </message>
    <message>
        <source>no difference shown</source>
        <translation>aucune différence</translation>
    </message>
    <message>
        <source>%1 ahead</source>
        <translation>%1 devant</translation>
    </message>
</context>
<context>
    <name>ui::StepVideosDialog</name>
    <message>
        <source>Export step videos</source>
        <translation>Exporter les vidéos des étapes</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Export a video per step into</source>
        <translation>Exporter une vidéo par étape dans</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Dossier :</translation>
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
        <translation>La taille du projecteur ou des diapositives qui accueilleront les vidéos</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Taille :</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>Th&amp;ème :</translation>
    </message>
    <message>
        <source>Choose a folder for the videos.</source>
        <translation>Choisissez un dossier pour les vidéos.</translation>
    </message>
</context>
<context>
    <name>ui::StepsDock</name>
    <message>
        <source>This step&apos;s fragments change the scene as they appear: it is retaken by editing its deck file</source>
        <translation>Les fragments de cette étape changent la scène en apparaissant : elle se modifie dans son fichier de présentation</translation>
    </message>
    <message>
        <source>Short title: the step list, the console, handouts</source>
        <translation>Titre court : la liste des étapes, la console, les polycopiés</translation>
    </message>
    <message>
        <source>One sentence on the slide; $\Phi(x)$ is typeset</source>
        <translation>Une phrase sur la diapositive ; $\Phi(x)$ est composé</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>p. ex. %1</translation>
    </message>
    <message>
        <source>&amp;Retake the current view</source>
        <translation>&amp;Reprendre la vue actuelle</translation>
    </message>
    <message>
        <source>The selected step shows the window&apos;s view as it is now: its panels, x, curves and settings (its texts, play and question stay)</source>
        <translation>L’étape choisie montre la vue de la fenêtre telle qu’elle est : panneaux, x, courbes et réglages (ses textes, sa lecture et sa question restent)</translation>
    </message>
    <message>
        <source>Replace the step&apos;s view</source>
        <translation>Remplacer la vue de l’étape</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>The deck&apos;s title</source>
        <translation>Titre de la présentation</translation>
    </message>
    <message>
        <source>&amp;Add the current view as a step</source>
        <translation>&amp;Ajouter la vue actuelle comme étape</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>Supprim&amp;er</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Descen&amp;dre</translation>
    </message>
    <message>
        <source>What you want to say (only you see it)</source>
        <translation>Ce que vous voulez dire (vous seul le voyez)</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Rien</translation>
    </message>
    <message>
        <source>The simulation</source>
        <translation>La simulation</translation>
    </message>
    <message>
        <source>A sweep of x</source>
        <translation>Un balayage de x</translation>
    </message>
    <message>
        <source>The training</source>
        <translation>L’entraînement</translation>
    </message>
    <message>
        <source>not timed</source>
        <translation>sans durée</translation>
    </message>
    <message>
        <source>Kept in the deck; skipped when presenting, in handouts and videos</source>
        <translation>Gardée dans la présentation ; sautée en présentation, dans les polycopiés et les vidéos</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titre :</translation>
    </message>
    <message>
        <source>&amp;Caption:</source>
        <translation>&amp;Légende :</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Notes :</translation>
    </message>
    <message>
        <source>&amp;Minutes:</source>
        <translation>&amp;Minutes :</translation>
    </message>
    <message>
        <source>Edit the notes</source>
        <translation>Modifier les notes</translation>
    </message>
    <message>
        <source>Rename the deck</source>
        <translation>Renommer la présentation</translation>
    </message>
    <message>
        <source>Edit the title</source>
        <translation>Modifier le titre</translation>
    </message>
    <message>
        <source>Edit the caption</source>
        <translation>Modifier la légende</translation>
    </message>
    <message>
        <source>Edit the formula</source>
        <translation>Modifier la formule</translation>
    </message>
    <message>
        <source>Change what P plays</source>
        <translation>Changer ce que lance P</translation>
    </message>
    <message>
        <source>Change the minutes</source>
        <translation>Changer les minutes</translation>
    </message>
    <message>
        <source>Hide or show the step</source>
        <translation>Masquer ou montrer l’étape</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Étape %1</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(masquée)</translation>
    </message>
    <message>
        <source>Add a step</source>
        <translation>Ajouter une étape</translation>
    </message>
    <message>
        <source>Duplicate the step</source>
        <translation>Dupliquer l’étape</translation>
    </message>
    <message>
        <source>Delete the step</source>
        <translation>Supprimer l’étape</translation>
    </message>
    <message>
        <source>Reorder the steps</source>
        <translation>Réordonner les étapes</translation>
    </message>
    <message>
        <source>Shown on the handout&apos;s pages</source>
        <translation>Affiché sur les pages du polycopié</translation>
    </message>
    <message>
        <source>A new step after the selected one: the panels on screen and the scene as it is now</source>
        <translation>Une nouvelle étape après celle choisie : les panneaux à l’écran et la scène telle qu’elle est</translation>
    </message>
    <message>
        <source>A copy of the selected step, after it</source>
        <translation>Une copie de l’étape choisie, après elle</translation>
    </message>
    <message>
        <source>Removes the selected step (undo brings it back)</source>
        <translation>Supprime l’étape choisie (annuler la rétablit)</translation>
    </message>
    <message>
        <source>Moves the selected step one place earlier (or drag it in the list)</source>
        <translation>Avance l’étape choisie d’une place (ou faites-la glisser dans la liste)</translation>
    </message>
    <message>
        <source>Moves the selected step one place later (or drag it in the list)</source>
        <translation>Recule l’étape choisie d’une place (ou faites-la glisser dans la liste)</translation>
    </message>
    <message>
        <source>Undoes the last edit of the deck (Ctrl+Z in this panel)</source>
        <translation>Annule la dernière modification de la présentation (Ctrl+Z dans ce panneau)</translation>
    </message>
    <message>
        <source>Redoes the edit of the deck undone last</source>
        <translation>Rétablit la dernière modification annulée de la présentation</translation>
    </message>
    <message>
        <source>Short: the steps list, the handout&apos;s heading, the video&apos;s file name</source>
        <translation>Court : la liste des étapes, le titre du polycopié, le nom de la vidéo</translation>
    </message>
    <message>
        <source>One sentence the audience reads</source>
        <translation>Une phrase que le public lit</translation>
    </message>
    <message>
        <source>TeX, shown as it reads below while you type</source>
        <translation>TeX, affiché dessous tel qu’il se lit pendant la saisie</translation>
    </message>
    <message>
        <source>The presenter&apos;s notes: printed on the handout, never shown to the room</source>
        <translation>Les notes de l’orateur : imprimées sur le polycopié, jamais montrées à la salle</translation>
    </message>
    <message>
        <source>What P does while this step is shown</source>
        <translation>Ce que fait P pendant cette étape</translation>
    </message>
    <message>
        <source>The time you plan for this step</source>
        <translation>Le temps que vous prévoyez pour cette étape</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Edit the step</source>
        <translation>Modifier l’étape</translation>
    </message>
    <message>
        <source>Move u&amp;p</source>
        <translation>Mon&amp;ter</translation>
    </message>
    <message>
        <source>H&amp;idden</source>
        <translation>Mas&amp;quée</translation>
    </message>
    <message>
        <source>F&amp;ormula (TeX):</source>
        <translation>F&amp;ormule (TeX) :</translation>
    </message>
    <message>
        <source>P pla&amp;ys:</source>
        <translation>P lan&amp;ce :</translation>
    </message>
    <message>
        <source>The panels this step shows (one to four)</source>
        <translation>Les panneaux que montre cette étape (un à quatre)</translation>
    </message>
    <message>
        <source>The step&apos;s panels</source>
        <translation>Les panneaux de l&apos;étape</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>Panneaux :</translation>
    </message>
    <message>
        <source>Change the step&apos;s panels</source>
        <translation>Changer les panneaux de l&apos;étape</translation>
    </message>
    <message>
        <source>For the room</source>
        <translation>Pour la salle</translation>
    </message>
    <message>
        <source>Edit the question</source>
        <translation>Modifier la question</translation>
    </message>
    <message>
        <source>No steps yet. Set the window up as the first step should look — its view, panels, x and curves — then add it as a step.</source>
        <translation>Pas encore d’étapes. Disposez la fenêtre comme la première étape doit apparaître — sa vue, ses panneaux, x et les courbes — puis ajoutez-la comme étape.</translation>
    </message>
    <message>
        <source>The panels this step shows (one to four): %1</source>
        <translation>Les panneaux de cette étape (un à quatre) : %1</translation>
    </message>
    <message>
        <source>Click a step to show it in the window and edit it here.</source>
        <translation>Cliquez sur une étape pour l’afficher dans la fenêtre et la modifier ici.</translation>
    </message>
    <message>
        <source>Present from this step</source>
        <translation>Présenter à partir de cette étape</translation>
    </message>
    <message>
        <source>Lecture mode from the step selected (F5 starts where the last presenting stopped, else at step 1)</source>
        <translation>Mode cours à partir de l’étape choisie (F5 reprend où la dernière présentation s’est arrêtée, sinon à l’étape 1)</translation>
    </message>
    <message>
        <source>Deck: %1</source>
        <translation>Présentation : %1</translation>
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
        <translation>&amp;Passer la visite</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Terminé</translation>
    </message>
</context>
<context>
    <name>ui::TrainingPanel</name>
    <message>
        <source>%1 test</source>
        <translation>%1 test</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>cercle</translation>
    </message>
    <message>
        <source>xor</source>
        <translation>XOR</translation>
    </message>
    <message>
        <source>two gaussians</source>
        <translation>deux gaussiennes</translation>
    </message>
    <message>
        <source>spiral</source>
        <translation>spirale</translation>
    </message>
    <message>
        <source>regression: sin 3x</source>
        <translation>régression : sin 3x</translation>
    </message>
    <message>
        <source>Training: the same network, data and initial weights, one activation each</source>
        <translation>Entraînement : même réseau, mêmes données et poids initiaux, une activation chacun</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Train the networks, or pause them</source>
        <translation>Entraîner les réseaux, ou les mettre en pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>Train %1 epochs more</source>
        <translation>Entraîner %1 époques de plus</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Back to the initial weights (epoch 0)</source>
        <translation>Retour aux poids initiaux (époque 0)</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Époques</translation>
    </message>
    <message>
        <source>Where playing stops</source>
        <translation>Où la lecture s’arrête</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Network settings</source>
        <translation>Réglages du réseau</translation>
    </message>
    <message>
        <source>Show the data, hidden layers, learning rate and optimizer</source>
        <translation>Afficher les données, les couches cachées, le taux d’apprentissage et l’optimiseur</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>Activation %1</source>
        <translation>Activation %1</translation>
    </message>
    <message>
        <source>The hidden layers&apos; activation of network %1</source>
        <translation>L’activation des couches cachées du réseau %1</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Données</translation>
    </message>
    <message>
        <source>The data set the networks learn</source>
        <translation>Le jeu de données que les réseaux apprennent</translation>
    </message>
    <message>
        <source>Noise</source>
        <translation>Bruit</translation>
    </message>
    <message>
        <source>The standard deviation of the noise on the data</source>
        <translation>L’écart type du bruit sur les données</translation>
    </message>
    <message>
        <source>Hidden layers</source>
        <translation>Couches cachées</translation>
    </message>
    <message>
        <source>Units per hidden layer, comma-separated: 1 to 6 layers of 1 to 64</source>
        <translation>Unités par couche cachée, séparées par des virgules : 1 à 6 couches de 1 à 64</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Taux d’apprentissage</translation>
    </message>
    <message>
        <source>The optimizer&apos;s step size</source>
        <translation>La taille de pas de l’optimiseur</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>SGD, momentum 0.9</source>
        <translation>SGD, moment 0,9</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <source>Adam, or SGD with momentum</source>
        <translation>Adam, ou SGD avec moment</translation>
    </message>
    <message>
        <source>data</source>
        <translation>données</translation>
    </message>
    <message>
        <source>noise</source>
        <translation>bruit</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>cachées</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>taux</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>optimiseur</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>%1: %2 test accuracy</source>
        <translation>%1 : %2 de précision en test</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: loss %2</source>
        <translation>%1 : perte %2</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>époque</translation>
    </message>
    <message>
        <source>%1 test accuracy %2, loss %3, dead units %4</source>
        <translation>%1 précision de test %2, perte %3, unités mortes %4</translation>
    </message>
    <message>
        <source>%1 test loss %2, dead units %3</source>
        <translation>%1 perte de test %2, unités mortes %3</translation>
    </message>
    <message>
        <source>Epoch %1 of %2: %3</source>
        <translation>Époque %1 sur %2 : %3</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>au plus vite</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Epochs a second while playing</source>
        <translation>Époques par seconde pendant la lecture</translation>
    </message>
    <message>
        <source>%1 dead units</source>
        <translation>%1 unités mortes</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source> epochs</source>
        <translation> époques</translation>
    </message>
    <message>
        <source>cross-entropy</source>
        <translation>entropie croisée</translation>
    </message>
    <message>
        <source>squared error</source>
        <translation>erreur quadratique</translation>
    </message>
    <message>
        <source>Loss, epoch %1 of %2 (dashed: test)</source>
        <translation>Perte, époque %1 sur %2 (tirets : test)</translation>
    </message>
    <message>
        <source>Loss, epoch %1 (dashed: test)</source>
        <translation>Perte, époque %1 (tirets : test)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>The data, the initial weights and the batches: another seed, another run</source>
        <translation>Les données, les poids initiaux et les lots : une autre graine, une autre exécution</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>graine</translation>
    </message>
    <message>
        <source>%1: P(green)</source>
        <translation>%1 : P(vert)</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Repeat over seeds…</source>
        <translation>Plusieurs graines…</translation>
    </message>
    <message>
        <source>Repeat over seeds</source>
        <translation>Répéter sur plusieurs graines</translation>
    </message>
    <message>
        <source>Train this run again over several seeds: each activation&apos;s test accuracy and dead units with their spread</source>
        <translation>Entraîner de nouveau sur plusieurs graines : la précision de test et les unités mortes de chaque activation avec leur dispersion</translation>
    </message>
    <message>
        <source>epoch %1</source>
        <translation>époque %1</translation>
    </message>
    <message>
        <source>%1: training %2, test %3</source>
        <translation>%1 : entraînement %2, test %3</translation>
    </message>
</context>
<context>
    <name>ui::ViewArea</name>
    <message>
        <source>Views</source>
        <translation>Vues</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panneaux</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Panneaux</translation>
    </message>
    <message>
        <source>Choose this view&apos;s panels (up to %1)</source>
        <translation>Choisir les panneaux de cette vue (jusqu&apos;à %1)</translation>
    </message>
    <message>
        <source>Save view…</source>
        <translation>Enregistrer la vue…</translation>
    </message>
    <message>
        <source>Keep these panels as a view of your own, saved with the scene</source>
        <translation>Garder ces panneaux comme une vue personnelle, enregistrée avec la scène</translation>
    </message>
    <message>
        <source>Remove view &quot;%1&quot;</source>
        <translation>Supprimer la vue « %1 »</translation>
    </message>
    <message>
        <source>Save view</source>
        <translation>Enregistrer la vue</translation>
    </message>
    <message>
        <source>Name of the view:</source>
        <translation>Nom de la vue :</translation>
    </message>
    <message>
        <source>A view needs a name of 1 to %1 characters that no built-in view has, and at most %2 views of your own.</source>
        <translation>Une vue a besoin d&apos;un nom de 1 à %1 caractères qu&apos;aucune vue intégrée ne porte, et au plus %2 vues personnelles.</translation>
    </message>
    <message>
        <source>This panel needs %1 × %2 pixels to be legible: scroll to see all of it, or make the window larger.</source>
        <translation>Ce panneau a besoin de %1 × %2 pixels pour être lisible : faites défiler pour tout voir, ou agrandissez la fenêtre.</translation>
    </message>
    <message>
        <source>These panels need %1 × %2 pixels side by side: they are stacked — scroll, make the window larger or choose fewer panels.</source>
        <translation>Ces panneaux ont besoin de %1 × %2 pixels côte à côte : ils sont empilés — faites défiler, agrandissez la fenêtre ou choisissez moins de panneaux.</translation>
    </message>
    <message>
        <source>Shows other panels than its own (%1): click to show them again</source>
        <translation>Montre d’autres panneaux que les siens (%1) : cliquez pour les remontrer</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <comment>a view showing other panels</comment>
        <translation>%1 (modifiée)</translation>
    </message>
</context>
<context>
    <name>ui::WebExportDialog</name>
    <message>
        <source>Export for web</source>
        <translation>Exporter pour le web</translation>
    </message>
    <message>
        <source>One file that runs offline in any browser, from a USB stick or a course page too: students move x, play and explore it live.</source>
        <translation>Un fichier qui fonctionne hors ligne dans tout navigateur, depuis une clé USB ou une page de cours aussi : les étudiants déplacent x, lancent et explorent en direct.</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Page web (*.html)</translation>
    </message>
    <message>
        <source>The window&apos;s &amp;scene, as it is now</source>
        <translation>La &amp;scène de la fenêtre, telle qu’elle est</translation>
    </message>
    <message>
        <source>The &amp;deck, presented step by step (steps: %1)</source>
        <translation>La &amp;présentation, étape par étape (étapes : %1)</translation>
    </message>
    <message>
        <source>The &amp;deck (it has no steps yet)</source>
        <translation>La &amp;présentation (elle n’a pas encore d’étapes)</translation>
    </message>
    <message>
        <source>The page holds:</source>
        <translation>La page contient :</translation>
    </message>
    <message>
        <source>Leave the right &amp;answers of the deck&apos;s questions out</source>
        <translation>Omettre les &amp;bonnes réponses aux questions</translation>
    </message>
    <message>
        <source>For a page handed out before the lecture: the questions stay, what is right does not</source>
        <translation>Pour une page distribuée avant le cours : les questions restent, les solutions non</translation>
    </message>
    <message>
        <source>Choose a file for the page.</source>
        <translation>Choisissez un fichier pour la page.</translation>
    </message>
    <message>
        <source>A web page&apos;s name ends in .html: &apos;%1&apos; does not.</source>
        <translation>Le nom d’une page web se termine par .html : « %1 » non.</translation>
    </message>
</context>
</TS>
