<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Animation</name>
    <message>
        <source>&apos;%1&apos; is not an animation file (use .mp4, .webm, .gif, .webp or .apng)</source>
        <translation>&apos;%1&apos; no es un archivo de animación (use .mp4, .webm, .gif, .webp o .apng)</translation>
    </message>
    <message>
        <source>%1 has no transparency (use .webp or .apng, or another background)</source>
        <translation>%1 no admite transparencia (use .webp o .apng, u otro fondo)</translation>
    </message>
    <message>
        <source>out of memory for a frame</source>
        <translation>memoria insuficiente para un fotograma</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>an animation of training shows the training panel (--panel training)</source>
        <translation>una animación del entrenamiento muestra el panel de entrenamiento (--panel training)</translation>
    </message>
</context>
<context>
    <name>CurveIds</name>
    <message>
        <source>GELU family</source>
        <translation>Familia GELU</translation>
    </message>
    <message>
        <source>Smooth</source>
        <translation>Suaves</translation>
    </message>
    <message>
        <source>Rectifiers</source>
        <translation>Rectificadores</translation>
    </message>
    <message>
        <source>Piecewise</source>
        <translation>A trozos</translation>
    </message>
    <message>
        <source>Your formulas</source>
        <translation>Mis fórmulas</translation>
    </message>
    <message>
        <source>The paper&apos;s Figure 1</source>
        <translation>Figura 1 del artículo</translation>
    </message>
    <message>
        <source>GELU and its approximations</source>
        <translation>GELU y sus aproximaciones</translation>
    </message>
    <message>
        <source>Transformer activations</source>
        <translation>Activaciones de Transformer</translation>
    </message>
    <message>
        <source>All smooth</source>
        <translation>Todas las suaves</translation>
    </message>
    <message>
        <source>unknown curve &apos;%1&apos; (known: %2)</source>
        <translation>curva desconocida &apos;%1&apos; (conocidas: %2)</translation>
    </message>
</context>
<context>
    <name>Curves</name>
    <message>
        <source>slope</source>
        <translation>pendiente</translation>
    </message>
    <message>
        <source>Φ (normal cdf)</source>
        <translation>Φ (función de distribución)</translation>
    </message>
    <message>
        <source>φ (normal pdf)</source>
        <translation>φ (densidad normal)</translation>
    </message>
    <message>
        <source>GELU (tanh approx.)</source>
        <translation>GELU (aprox. tanh)</translation>
    </message>
    <message>
        <source>GELU′ (tanh approx.)</source>
        <translation>GELU′ (aprox. tanh)</translation>
    </message>
    <message>
        <source>GELU (sigmoid approx.)</source>
        <translation>GELU (aprox. sigmoide)</translation>
    </message>
    <message>
        <source>GELU′ (sigmoid approx.)</source>
        <translation>GELU′ (aprox. sigmoide)</translation>
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
        <translation>1 si x &amp;gt; 0, si no 0</translation>
    </message>
    <message>
        <source>x if x &amp;gt; 0, else α(e&lt;sup&gt;x&lt;/sup&gt; − 1)</source>
        <translation>x si x &amp;gt; 0, si no α(e&lt;sup&gt;x&lt;/sup&gt; − 1)</translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else αe&lt;sup&gt;x&lt;/sup&gt;</source>
        <translation>1 si x &amp;gt; 0, si no αe&lt;sup&gt;x&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>x if x &amp;gt; 0, else slope·x</source>
        <translation>x si x &amp;gt; 0, si no pendiente·x</translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else slope</source>
        <translation>1 si x &amp;gt; 0, si no pendiente</translation>
    </message>
    <message>
        <source>1 if 0 &amp;lt; x &amp;lt; 6, else 0</source>
        <translation>1 si 0 &amp;lt; x &amp;lt; 6, si no 0</translation>
    </message>
    <message>
        <source>λx if x &amp;gt; 0, else λα(e&lt;sup&gt;x&lt;/sup&gt; − 1)</source>
        <translation>λx si x &amp;gt; 0, si no λα(e&lt;sup&gt;x&lt;/sup&gt; − 1)</translation>
    </message>
    <message>
        <source>λ if x &amp;gt; 0, else λαe&lt;sup&gt;x&lt;/sup&gt;</source>
        <translation>λ si x &amp;gt; 0, si no λαe&lt;sup&gt;x&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>x if x &amp;gt; 0, else α(e&lt;sup&gt;x/α&lt;/sup&gt; − 1)</source>
        <translation>x si x &amp;gt; 0, si no α(e&lt;sup&gt;x/α&lt;/sup&gt; − 1)</translation>
    </message>
    <message>
        <source>1 if x &amp;gt; 0, else e&lt;sup&gt;x/α&lt;/sup&gt;</source>
        <translation>1 si x &amp;gt; 0, si no e&lt;sup&gt;x/α&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>1 if −1 &amp;lt; x &amp;lt; 1, else 0</source>
        <translation>1 si −1 &amp;lt; x &amp;lt; 1, si no 0</translation>
    </message>
    <message>
        <source>1/6 if −3 &amp;lt; x &amp;lt; 3, else 0</source>
        <translation>1/6 si −3 &amp;lt; x &amp;lt; 3, si no 0</translation>
    </message>
    <message>
        <source>x/3 + ½ on [−3, 3], 0 below, 1 above</source>
        <translation>x/3 + ½ en [−3, 3], 0 por debajo, 1 por encima</translation>
    </message>
    <message>
        <source>x − λ·sign(x) if |x| &amp;gt; λ, else 0</source>
        <translation>x − λ·sgn(x) si |x| &amp;gt; λ, si no 0</translation>
    </message>
    <message>
        <source>1 if |x| &amp;gt; λ, else 0</source>
        <translation>1 si |x| &amp;gt; λ, si no 0</translation>
    </message>
    <message>
        <source>x if |x| &amp;gt; λ, else 0</source>
        <translation>x si |x| &amp;gt; λ, si no 0</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else } 0</source>
        <translation>1 \text{ si } x &gt; 0 \text{, si no } 0</translation>
    </message>
    <message>
        <source>x \text{ if } x &gt; 0 \text{, else } \alpha(e^{x} - 1)</source>
        <translation>x \text{ si } x &gt; 0 \text{, si no } \alpha(e^{x} - 1)</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else } \alpha e^{x}</source>
        <translation>1 \text{ si } x &gt; 0 \text{, si no } \alpha e^{x}</translation>
    </message>
    <message>
        <source>x \text{ if } x &gt; 0 \text{, else slope} \cdot x</source>
        <translation>x \text{ si } x &gt; 0 \text{, si no pendiente} \cdot x</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else slope}</source>
        <translation>1 \text{ si } x &gt; 0 \text{, si no pendiente}</translation>
    </message>
    <message>
        <source>1 \text{ if } 0 &lt; x &lt; 6 \text{, else } 0</source>
        <translation>1 \text{ si } 0 &lt; x &lt; 6 \text{, si no } 0</translation>
    </message>
    <message>
        <source>\lambda x \text{ if } x &gt; 0 \text{, else } \lambda\alpha(e^{x} - 1)</source>
        <translation>\lambda x \text{ si } x &gt; 0 \text{, si no } \lambda\alpha(e^{x} - 1)</translation>
    </message>
    <message>
        <source>\lambda \text{ if } x &gt; 0 \text{, else } \lambda\alpha e^{x}</source>
        <translation>\lambda \text{ si } x &gt; 0 \text{, si no } \lambda\alpha e^{x}</translation>
    </message>
    <message>
        <source>x \text{ if } x &gt; 0 \text{, else } \alpha(e^{x/\alpha} - 1)</source>
        <translation>x \text{ si } x &gt; 0 \text{, si no } \alpha(e^{x/\alpha} - 1)</translation>
    </message>
    <message>
        <source>1 \text{ if } x &gt; 0 \text{, else } e^{x/\alpha}</source>
        <translation>1 \text{ si } x &gt; 0 \text{, si no } e^{x/\alpha}</translation>
    </message>
    <message>
        <source>1 \text{ if } -1 &lt; x &lt; 1 \text{, else } 0</source>
        <translation>1 \text{ si } -1 &lt; x &lt; 1 \text{, si no } 0</translation>
    </message>
    <message>
        <source>\tfrac{1}{6} \text{ if } -3 &lt; x &lt; 3 \text{, else } 0</source>
        <translation>\tfrac{1}{6} \text{ si } -3 &lt; x &lt; 3 \text{, si no } 0</translation>
    </message>
    <message>
        <source>x/3 + \tfrac{1}{2} \text{ on } [-3, 3] \text{, 0 below, 1 above}</source>
        <translation>x/3 + \tfrac{1}{2} \text{ en } [-3, 3] \text{, 0 por debajo, 1 por encima}</translation>
    </message>
    <message>
        <source>x - \lambda\operatorname{sign}(x) \text{ if } |x| &gt; \lambda \text{, else } 0</source>
        <translation>x - \lambda\operatorname{sgn}(x) \text{ si } |x| &gt; \lambda \text{, si no } 0</translation>
    </message>
    <message>
        <source>1 \text{ if } |x| &gt; \lambda \text{, else } 0</source>
        <translation>1 \text{ si } |x| &gt; \lambda \text{, si no } 0</translation>
    </message>
    <message>
        <source>x \text{ if } |x| &gt; \lambda \text{, else } 0</source>
        <translation>x \text{ si } |x| &gt; \lambda \text{, si no } 0</translation>
    </message>
    <message>
        <source>otherwise</source>
        <translation>en otro caso</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Figure 1</source>
        <translation>Figura 1</translation>
    </message>
    <message>
        <source>Tail precision</source>
        <translation>Precisión en la cola</translation>
    </message>
    <message>
        <source>The coin</source>
        <translation>La moneda</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>%1 must be positive, got %2</source>
        <translation>%1 debe ser positivo, no %2</translation>
    </message>
    <message>
        <source>%1 must be at least %2, got %3</source>
        <translation>%1 debe ser al menos %2, no %3</translation>
    </message>
    <message>
        <source>%1 must be at most %2, got %3</source>
        <translation>%1 debe ser como máximo %2, no %3</translation>
    </message>
    <message>
        <source>scale must be between %1 and %2, got %3</source>
        <translation>la escala debe estar entre %1 y %2, no %3</translation>
    </message>
    <message>
        <source>font scale must be between %1 and %2, got %3</source>
        <translation>la escala del texto debe estar entre %1 y %2, no %3</translation>
    </message>
    <message>
        <source>%1 × %2 pixels is too large (at most %3 per side and %4 megapixels)</source>
        <translation>%1 × %2 píxeles es demasiado grande (como máximo %3 por lado y %4 megapíxeles)</translation>
    </message>
    <message>
        <source>a transparent background needs PNG or SVG, not %1</source>
        <translation>un fondo transparente requiere PNG o SVG, no %1</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>no se indicó ningún nombre de archivo</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown image format &apos;%2&apos; (use .png, .jpg, .svg or .pdf)</source>
        <translation>&apos;%1&apos;: formato de imagen desconocido &apos;%2&apos; (use .png, .jpg, .svg o .pdf)</translation>
    </message>
    <message>
        <source>there is no visible panel to export</source>
        <translation>no hay ningún panel visible para exportar</translation>
    </message>
    <message>
        <source>cannot render &apos;%1&apos; (out of memory?)</source>
        <translation>no se puede generar &apos;%1&apos; (¿falta memoria?)</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small: use %3 or text size %4</source>
        <translation>con %1 y tamaño de letra %2 el texto se solaparía, quedaría cortado, taparía los datos o sería demasiado pequeño: use %3 o tamaño de letra %4</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small: use %3</source>
        <translation>con %1 y tamaño de letra %2 el texto se solaparía, quedaría cortado, taparía los datos o sería demasiado pequeño: use %3</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small: use text size %3</source>
        <translation>con %1 y tamaño de letra %2 el texto se solaparía, quedaría cortado, taparía los datos o sería demasiado pequeño: use tamaño de letra %3</translation>
    </message>
    <message>
        <source>at %1 with text size %2 the text would overlap, be cut off, cover the data or be too small</source>
        <translation>con %1 y tamaño de letra %2 el texto se solaparía, quedaría cortado, taparía los datos o sería demasiado pequeño</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown format &apos;%2&apos; for a formula (use .png, .svg or .pdf)</source>
        <translation>«%1»: formato «%2» desconocido para una fórmula (use .png, .svg o .pdf)</translation>
    </message>
    <message>
        <source>no math font is installed (install fonts-lmodern)</source>
        <translation>no hay ninguna fuente matemática instalada (instale fonts-lmodern)</translation>
    </message>
    <message>
        <source>out of memory drawing the formula</source>
        <translation>memoria insuficiente para dibujar la fórmula</translation>
    </message>
    <message>
        <source>the title is longer than %1 characters</source>
        <translation>el título tiene más de %1 caracteres</translation>
    </message>
    <message>
        <source>the title: %1 at column %2</source>
        <translation>el título: %1 en la columna %2</translation>
    </message>
    <message>
        <source>the title: an invisible or undecodable character (U+%1) at column %2</source>
        <translation>el título: un carácter invisible o ilegible (U+%1) en la columna %2</translation>
    </message>
    <message>
        <source>the heading is longer than %1 characters</source>
        <translation>el encabezado tiene más de %1 caracteres</translation>
    </message>
    <message>
        <source>the heading: an invisible or undecodable character (U+%1) at column %2</source>
        <translation>el encabezado: un carácter invisible o ilegible (U+%1) en la columna %2</translation>
    </message>
    <message>
        <source>the heading: %1 at column %2</source>
        <translation>el encabezado: %1 en la columna %2</translation>
    </message>
</context>
<context>
    <name>Formulas</name>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>expression</source>
        <translation>expresión</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>color</translation>
    </message>
    <message>
        <source>style</source>
        <translation>estilo</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is defined twice</source>
        <translation>&apos;%1&apos; está definido dos veces</translation>
    </message>
    <message>
        <source>&apos;%1&apos; clashes with &apos;%2&apos; and its derivative</source>
        <translation>&apos;%1&apos; choca con &apos;%2&apos; y su derivada</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not #rrggbb</source>
        <translation>&apos;%1&apos; no es #rrggbb</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>&apos;%1&apos; no es uno de %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>parámetros</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a parameter of the formula (its parameters: %2)</source>
        <translation>«%1» no es un parámetro de la fórmula (sus parámetros: %2)</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Handout</source>
        <translation>Apuntes</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3</source>
        <translation>%1 · paso %2 de %3</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>a handout is a PDF: &apos;%1&apos; names another format</source>
        <translation>los apuntes son un PDF: &apos;%1&apos; indica otro formato</translation>
    </message>
    <message>
        <source>the handout could not be drawn</source>
        <translation>no se pudieron dibujar los apuntes</translation>
    </message>
    <message>
        <source>Right answer: %1</source>
        <translation>Respuesta correcta: %1</translation>
    </message>
    <message>
        <source>Right answer: x = %1 on %2 (within ±%3)</source>
        <translation>Respuesta correcta: x = %1 sobre %2 (dentro de ±%3)</translation>
    </message>
    <message>
        <source>Right answer: %1 (within ±%2)</source>
        <translation>Respuesta correcta: %1 (dentro de ±%2)</translation>
    </message>
    <message>
        <source>Question for the room</source>
        <translation>Pregunta para la sala</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>GELU Explorer will speak %1 when it starts again.</source>
        <translation>GELU Explorer estará en %1 la próxima vez que se inicie.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Reiniciar ahora</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Más tarde</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Según el sistema</translation>
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
        <translation>¿Desea guardarlos?</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Normal pdf</source>
        <translation>Densidad normal</translation>
    </message>
    <message>
        <source>Normal CDF</source>
        <translation>Función de distribución</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte Carlo</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activaciones</translation>
    </message>
    <message>
        <source>Derivatives</source>
        <translation>Derivadas</translation>
    </message>
    <message>
        <source>Approximation errors</source>
        <translation>Errores de aproximación</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Lado a lado</translation>
    </message>
    <message>
        <source>Neuron</source>
        <translation>Neurona</translation>
    </message>
    <message>
        <source>Signal propagation</source>
        <translation>Propagación de la señal</translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation>Formatos numéricos</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>In lecture mode (F5)</source>
        <translation>En el modo clase (F5)</translation>
    </message>
    <message>
        <source>GELU Explorer manual</source>
        <translation>Manual de GELU Explorer</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Buscar:</translation>
    </message>
    <message>
        <source>a word in the manual, Enter for the next</source>
        <translation>una palabra del manual, Intro para la siguiente</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>no encontrado</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
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
        <translation>un booleano</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una cadena</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2</source>
        <translation>campo &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>campo desconocido</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>debe ser un número, no %1</translation>
    </message>
    <message>
        <source>%1 is out of range %2..%3</source>
        <translation>%1 está fuera del rango %2..%3</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>debe ser true o false, no %1</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>debe ser una cadena, no %1</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>tiene más de %1 caracteres</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>&apos;%1&apos; no es uno de %2</translation>
    </message>
    <message>
        <source>must be an object, not %1</source>
        <translation>debe ser un objeto, no %1</translation>
    </message>
    <message>
        <source>must be an array of ids, not %1</source>
        <translation>debe ser un array de ids, no %1</translation>
    </message>
    <message>
        <source>unknown id &apos;%1&apos; (known: %2)</source>
        <translation>id desconocido &apos;%1&apos; (conocidos: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation>&apos;%1&apos; aparece dos veces</translation>
    </message>
    <message>
        <source>must be an array of two numbers [min, max]</source>
        <translation>debe ser un array de dos números [min, max]</translation>
    </message>
    <message>
        <source>must lie within -%1..%1</source>
        <translation>debe estar dentro de -%1..%1</translation>
    </message>
    <message>
        <source>max must exceed min by at least %1</source>
        <translation>max debe superar a min en al menos %1</translation>
    </message>
    <message>
        <source>must be an array of objects, not %1</source>
        <translation>debe ser un array de objetos, no %1</translation>
    </message>
    <message>
        <source>more than %1 formulas</source>
        <translation>más de %1 fórmulas</translation>
    </message>
    <message>
        <source>needs an id and an expression</source>
        <translation>necesita un id y una expresión</translation>
    </message>
    <message>
        <source>missing (expected &quot;%1&quot;)</source>
        <translation>falta (se esperaba &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation>debe ser &quot;%1&quot;</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>%1 is not supported (this program reads version %2)</source>
        <translation>%1 no es compatible (este programa lee la versión %2)</translation>
    </message>
    <message>
        <source>must be base64</source>
        <translation>debe estar en base64</translation>
    </message>
    <message>
        <source>the file is larger than %1 KiB</source>
        <translation>el archivo ocupa más de %1 KiB</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>JSON no válido en la línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation>el nivel superior debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>%1: no such example</source>
        <translation>%1: no existe ese ejemplo</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: appears twice</source>
        <translation>campo &apos;%1&apos;: aparece dos veces</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2 is not exactly representable as a number; write it as a string of digits</source>
        <translation>campo &apos;%1&apos;: %2 no se puede representar exactamente como número; escríbalo como una cadena de dígitos</translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation>debe ser un número entero, no %1</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>debe ser al menos 1</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>debe ser al menos %1</translation>
    </message>
    <message>
        <source>must be an array of 1 to %1 unit counts</source>
        <translation>debe ser un array de 1 a %1 números de unidades</translation>
    </message>
    <message>
        <source>must be a whole number 1..%1</source>
        <translation>debe ser un número entero 1..%1</translation>
    </message>
    <message>
        <source>must list 1 to %1 activations</source>
        <translation>debe enumerar de 1 a %1 activaciones</translation>
    </message>
    <message>
        <source>is past the run&apos;s %1 epochs</source>
        <translation>supera las %1 épocas del entrenamiento</translation>
    </message>
    <message>
        <source>must be a string or an object of languages, not %1</source>
        <translation>debe ser una cadena o un objeto de idiomas, no %1</translation>
    </message>
    <message>
        <source>names no language</source>
        <translation>no nombra ningún idioma</translation>
    </message>
    <message>
        <source>is not a language code like &quot;en&quot;, &quot;de&quot; or &quot;zh_CN&quot;</source>
        <translation>no es un código de idioma como &quot;en&quot;, &quot;de&quot; o &quot;zh_CN&quot;</translation>
    </message>
    <message>
        <source>must be an array, not %1</source>
        <translation>debe ser un array, no %1</translation>
    </message>
    <message>
        <source>is not a scene change (a step&apos;s panels are its &quot;panels&quot;)</source>
        <translation>no es un cambio de escena (los paneles de un paso son sus &quot;panels&quot;)</translation>
    </message>
    <message>
        <source>missing (1 to 4 panel ids)</source>
        <translation>falta (de 1 a 4 identificadores de panel)</translation>
    </message>
    <message>
        <source>must list 1 to 4 panels, not %1</source>
        <translation>debe listar de 1 a 4 paneles, no %1</translation>
    </message>
    <message>
        <source>unknown panel &apos;%1&apos; (known: %2)</source>
        <translation>panel desconocido &apos;%1&apos; (conocidos: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of none, simulation, sweep, training</source>
        <translation>&apos;%1&apos; no es uno de none, simulation, sweep, training</translation>
    </message>
    <message>
        <source>needs both &quot;from&quot; and &quot;to&quot;, or neither</source>
        <translation>necesita &quot;from&quot; y &quot;to&quot;, o ninguno</translation>
    </message>
    <message>
        <source>must be at least 0.1 from &quot;from&quot;</source>
        <translation>debe estar al menos a 0,1 de &quot;from&quot;</translation>
    </message>
    <message>
        <source>more than %1 fragments</source>
        <translation>más de %1 fragmentos</translation>
    </message>
    <message>
        <source>must hold 1 to %1 steps, not %2</source>
        <translation>debe contener de 1 a %1 pasos, no %2</translation>
    </message>
    <message>
        <source>%1: no such deck</source>
        <translation>%1: no existe esa presentación</translation>
    </message>
    <message>
        <source>every step is hidden</source>
        <translation>todos los pasos están ocultos</translation>
    </message>
    <message>
        <source>the number %1 is beyond the range of numbers</source>
        <translation>el número %1 está fuera del rango de los números</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number 0..18446744073709551615 (digits only)</source>
        <translation>&apos;%1&apos; no es un número entero 0..18446744073709551615 (solo dígitos)</translation>
    </message>
    <message>
        <source>%1: %2 at column %3</source>
        <translation>%1: %2 en la columna %3</translation>
    </message>
    <message>
        <source>%1 epochs of this training would take more than an hour: at most %2 fit (or fewer points, units or activations, or a larger batch)</source>
        <translation>%1 épocas de este entrenamiento tardarían más de una hora: caben como mucho %2 (o menos puntos, unidades o activaciones, o un lote mayor)</translation>
    </message>
    <message>
        <source>holds at most %1 views</source>
        <translation>contiene como máximo %1 vistas</translation>
    </message>
    <message>
        <source>must be a name of 1 to %1 characters that is not a built-in view&apos;s id</source>
        <translation>debe ser un nombre de 1 a %1 caracteres que no sea el id de una vista integrada</translation>
    </message>
    <message>
        <source>this figure carries no scene (it was not made by GELU Explorer, or was edited since)</source>
        <translation>esta figura no lleva escena (no se hizo con GELU Explorer o se editó después)</translation>
    </message>
    <message>
        <source>this web page carries no scene (it was not exported by GELU Explorer, or was edited since)</source>
        <translation>esta página web no lleva escena (no se exportó con GELU Explorer o se editó después)</translation>
    </message>
    <message>
        <source>this web page carries no deck (it was not exported by GELU Explorer, or was edited since)</source>
        <translation>esta página web no lleva presentación (no se exportó con GELU Explorer o se editó después)</translation>
    </message>
    <message>
        <source>its deck is larger than %1 MiB</source>
        <translation>su presentación ocupa más de %1 MiB</translation>
    </message>
    <message>
        <source>larger than %1 MiB</source>
        <translation>más de %1 MiB</translation>
    </message>
    <message>
        <source>must list 2 to %1 choices, not %2</source>
        <translation>debe enumerar de 2 a %1 opciones, no %2</translation>
    </message>
    <message>
        <source>a JPEG figure carries no scene (PNG, SVG and PDF figures made by GELU Explorer do)</source>
        <translation>una figura JPEG no lleva escena (las figuras PNG, SVG y PDF hechas con GELU Explorer sí)</translation>
    </message>
    <message>
        <source>%1: %2 at line %3, column %4</source>
        <translation>%1: %2 en la línea %3, columna %4</translation>
    </message>
    <message>
        <source>%1 is out of range for every field</source>
        <translation>%1 está fuera del rango de todos los campos</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>equals</source>
        <translation>es igual a</translation>
    </message>
    <message>
        <source>is approximately</source>
        <translation>es aproximadamente</translation>
    </message>
    <message>
        <source>is distributed as</source>
        <translation>se distribuye como</translation>
    </message>
    <message>
        <source>is less than or equal to</source>
        <translation>es menor o igual que</translation>
    </message>
    <message>
        <source>is greater than or equal to</source>
        <translation>es mayor o igual que</translation>
    </message>
    <message>
        <source>is less than</source>
        <translation>es menor que</translation>
    </message>
    <message>
        <source>is greater than</source>
        <translation>es mayor que</translation>
    </message>
    <message>
        <source>is not equal to</source>
        <translation>es distinto de</translation>
    </message>
    <message>
        <source>is identical to</source>
        <translation>es idéntico a</translation>
    </message>
    <message>
        <source>is proportional to</source>
        <translation>es proporcional a</translation>
    </message>
    <message>
        <source>tends to</source>
        <translation>tiende a</translation>
    </message>
    <message>
        <source>is in</source>
        <translation>pertenece a</translation>
    </message>
    <message>
        <source>plus</source>
        <translation>más</translation>
    </message>
    <message>
        <source>minus</source>
        <translation>menos</translation>
    </message>
    <message>
        <source>plus or minus</source>
        <translation>más o menos</translation>
    </message>
    <message>
        <source>times</source>
        <translation>por</translation>
    </message>
    <message>
        <source>over</source>
        <translation>entre</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>infinito</translation>
    </message>
    <message>
        <source>partial</source>
        <translation>parcial</translation>
    </message>
    <message>
        <source>nabla</source>
        <translation>nabla</translation>
    </message>
    <message>
        <source>prime</source>
        <translation>prima</translation>
    </message>
    <message>
        <source>double prime</source>
        <translation>biprima</translation>
    </message>
    <message>
        <source>triple prime</source>
        <translation>triple prima</translation>
    </message>
    <message>
        <source>the sum</source>
        <translation>la suma</translation>
    </message>
    <message>
        <source>the product</source>
        <translation>el producto</translation>
    </message>
    <message>
        <source>the integral</source>
        <translation>la integral</translation>
    </message>
    <message>
        <source>transposed</source>
        <translation>traspuesto</translation>
    </message>
    <message>
        <source>bar</source>
        <translation>barra</translation>
    </message>
    <message>
        <source>dot dot dot</source>
        <translation>punto punto punto</translation>
    </message>
    <message>
        <source>factorial</source>
        <translation>factorial</translation>
    </message>
    <message>
        <source>of</source>
        <translation>de</translation>
    </message>
    <message>
        <source>sub %1</source>
        <translation>subíndice %1</translation>
    </message>
    <message>
        <source>squared</source>
        <translation>al cuadrado</translation>
    </message>
    <message>
        <source>cubed</source>
        <translation>al cubo</translation>
    </message>
    <message>
        <source>to the power %1</source>
        <translation>elevado a %1</translation>
    </message>
    <message>
        <source>to the power %1, end power</source>
        <translation>elevado a %1, fin del exponente</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>desde %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>hasta %1</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 entre %2</translation>
    </message>
    <message>
        <source>the fraction %1 over %2, end fraction</source>
        <translation>la fracción %1 entre %2, fin de la fracción</translation>
    </message>
    <message>
        <source>the root of index %1 of %2, end root</source>
        <translation>la raíz de índice %1 de %2, fin de la raíz</translation>
    </message>
    <message>
        <source>the square root of %1</source>
        <translation>la raíz cuadrada de %1</translation>
    </message>
    <message>
        <source>the square root of %1, end root</source>
        <translation>la raíz cuadrada de %1, fin de la raíz</translation>
    </message>
    <message>
        <source>%1 bar</source>
        <translation>%1 barra</translation>
    </message>
    <message>
        <source>%1 hat</source>
        <translation>%1 circunflejo</translation>
    </message>
    <message>
        <source>%1 tilde</source>
        <translation>%1 tilde</translation>
    </message>
    <message>
        <source>%1 dot</source>
        <translation>%1 punto</translation>
    </message>
    <message>
        <source>%1 when %2</source>
        <translation>%1 si %2</translation>
    </message>
    <message>
        <source>cases: %1</source>
        <translation>casos: %1</translation>
    </message>
</context>
<context>
    <name>StepVideos</name>
    <message>
        <source>&apos;%1&apos; is not a folder</source>
        <translation>&apos;%1&apos; no es una carpeta</translation>
    </message>
    <message>
        <source>cannot make the folder &apos;%1&apos;: %2</source>
        <translation>no se puede crear la carpeta &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; does not exist</source>
        <translation>la carpeta &apos;%1&apos; no existe</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
</context>
<context>
    <name>Typeset</name>
    <message>
        <source>the formula is longer than %1 characters</source>
        <translation>la fórmula tiene más de %1 caracteres</translation>
    </message>
    <message>
        <source>%1 at column %2</source>
        <translation>%1 en la columna %2</translation>
    </message>
    <message>
        <source>\%1 needs {…}</source>
        <translation>\%1 necesita {…}</translation>
    </message>
    <message>
        <source>missing } for the { of \%1</source>
        <translation>falta la } de la { de \%1</translation>
    </message>
    <message>
        <source>a $ begins a formula that no $ ends (write \$ for a dollar sign)</source>
        <translation>un $ abre una fórmula que ningún $ cierra (escriba \$ para un signo de dólar)</translation>
    </message>
    <message>
        <source>%1 is missing its argument</source>
        <translation>a %1 le falta su argumento</translation>
    </message>
    <message>
        <source>\%1 needs a delimiter</source>
        <translation>\%1 necesita un delimitador</translation>
    </message>
    <message>
        <source>\%1 cannot be a delimiter</source>
        <translation>\%1 no puede ser un delimitador</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a delimiter</source>
        <translation>«%1» no puede ser un delimitador</translation>
    </message>
    <message>
        <source>double superscript</source>
        <translation>superíndice doble</translation>
    </message>
    <message>
        <source>double subscript</source>
        <translation>subíndice doble</translation>
    </message>
    <message>
        <source>a case has two columns</source>
        <translation>un caso tiene dos columnas</translation>
    </message>
    <message>
        <source>\begin and \end need {name}</source>
        <translation>\begin y \end necesitan {nombre}</translation>
    </message>
    <message>
        <source>missing } after the environment&apos;s name</source>
        <translation>falta } tras el nombre del entorno</translation>
    </message>
    <message>
        <source>a formula cannot end with \</source>
        <translation>una fórmula no puede terminar en \</translation>
    </message>
    <message>
        <source>\right without \left</source>
        <translation>\right sin \left</translation>
    </message>
    <message>
        <source>\operatorname needs a name</source>
        <translation>\operatorname necesita un nombre</translation>
    </message>
    <message>
        <source>\%1 must follow an operator</source>
        <translation>\%1 debe seguir a un operador</translation>
    </message>
    <message>
        <source>unknown environment {%1}</source>
        <translation>entorno desconocido {%1}</translation>
    </message>
    <message>
        <source>\end{%1} without \begin</source>
        <translation>\end{%1} sin \begin</translation>
    </message>
    <message>
        <source>unknown command \%1</source>
        <translation>orden desconocida \%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be written \%1</source>
        <translation>«%1» se escribe \%1</translation>
    </message>
    <message>
        <source>an invisible character (U+%1)</source>
        <translation>un carácter invisible (U+%1)</translation>
    </message>
    <message>
        <source>the formula nests deeper than %1 levels</source>
        <translation>la fórmula anida más de %1 niveles</translation>
    </message>
    <message>
        <source>missing } for this {</source>
        <translation>falta la } de esta {</translation>
    </message>
    <message>
        <source>missing ] for this [</source>
        <translation>falta el ] de este [</translation>
    </message>
    <message>
        <source>\left without \right</source>
        <translation>\left sin \right</translation>
    </message>
    <message>
        <source>unmatched }</source>
        <translation>} sin pareja</translation>
    </message>
    <message>
        <source>an aligned row has at most %1 columns</source>
        <translation>una fila de aligned tiene como máximo %1 columnas</translation>
    </message>
    <message>
        <source>more than 64 rows</source>
        <translation>más de 64 filas</translation>
    </message>
    <message>
        <source>\\ outside cases or aligned</source>
        <translation>\\ fuera de cases o aligned</translation>
    </message>
    <message>
        <source>&amp; outside cases or aligned</source>
        <translation>&amp; fuera de cases o aligned</translation>
    </message>
    <message>
        <source>\begin{%1} without \end{%1}</source>
        <translation>\begin{%1} sin \end{%1}</translation>
    </message>
</context>
<context>
    <name>Views</name>
    <message>
        <source>The idea</source>
        <translation>La idea</translation>
    </message>
    <message>
        <source>Approximations</source>
        <translation>Aproximaciones</translation>
    </message>
    <message>
        <source>Derivatives</source>
        <translation>Derivadas</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Lado a lado</translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation>Formatos numéricos</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Signal propagation</source>
        <translation>Propagación de la señal</translation>
    </message>
    <message>
        <source>The neuron</source>
        <translation>La neurona</translation>
    </message>
</context>
<context>
    <name>Web</name>
    <message>
        <source>Normal pdf $\varphi(x)$</source>
        <translation>Densidad normal $\varphi(x)$</translation>
    </message>
    <message>
        <source>Normal density%1; at x = %2, φ(x) = %3.</source>
        <translation>Densidad normal%1; en x = %2, φ(x) = %3.</translation>
    </message>
    <message>
        <source>%1 must be a number.</source>
        <translation>%1 debe ser un número.</translation>
    </message>
    <message>
        <source>%1 is not a scene: %2</source>
        <translation>%1 no es una escena: %2</translation>
    </message>
    <message>
        <source>%1 is not a deck: %2</source>
        <translation>%1 no es una presentación: %2</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>No se pudo abrir %1: %2</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>A scene or a deck (.gelu.json, .gelu-deck.json)</source>
        <translation>Una escena o una presentación (.gelu.json, .gelu-deck.json)</translation>
    </message>
    <message>
        <source>error (ULPs)</source>
        <translation>error (ULP)</translation>
    </message>
    <message>
        <source>Back to the lecturer&apos;s state.</source>
        <translation>De vuelta al estado del profesor.</translation>
    </message>
    <message>
        <source>x = %1 is outside the plot&apos;s range %2 … %3: x = %4.</source>
        <translation>x = %1 está fuera del rango del gráfico, %2 … %3: x = %4.</translation>
    </message>
    <message>
        <source>Reset to the lecturer&apos;s state</source>
        <translation>Volver al estado del profesor</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Controles</translation>
    </message>
    <message>
        <source>Run to n draws</source>
        <translation>Ejecutar hasta n extracciones</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0.</source>
        <translation>La semilla es un número entero desde 0.</translation>
    </message>
    <message>
        <source>The last draws of the mask</source>
        <translation>Las últimas extracciones de la máscara</translation>
    </message>
    <message>
        <source>Add formula</source>
        <translation>Añadir fórmula</translation>
    </message>
    <message>
        <source>Write a formula as id = expression of x, e.g. f = x*sigmoid(1.5*x).</source>
        <translation>Escriba una fórmula como id = expresión de x, p. ej. f = x*sigmoid(1.5*x).</translation>
    </message>
    <message>
        <source>Training to epoch %1: press Play.</source>
        <translation>Entrenamiento hasta la época %1: pulse Reproducir.</translation>
    </message>
    <message>
        <source>Tick a curve other than GELU in “%1” to compare it with GELU.</source>
        <translation>Marque en «%1» una curva distinta de GELU para compararla con GELU.</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>▶ Play (P)</source>
        <translation>▶ Reproducir (P)</translation>
    </message>
    <message>
        <source>Notes, next step and timers in a second window</source>
        <translation>Notas, paso siguiente y tiempos en una segunda ventana</translation>
    </message>
    <message>
        <source>Presenter view</source>
        <translation>Vista del presentador</translation>
    </message>
    <message>
        <source>Every step down one page, each live</source>
        <translation>Todos los pasos en una página, cada uno en vivo</translation>
    </message>
    <message>
        <source>Study all steps</source>
        <translation>Estudiar todos los pasos</translation>
    </message>
    <message>
        <source>The browser kept the presenter window from opening: allow pop-ups here.</source>
        <translation>El navegador impidió abrir la ventana del presentador: permita las ventanas emergentes aquí.</translation>
    </message>
    <message>
        <source>Back to presenting</source>
        <translation>Volver a presentar</translation>
    </message>
    <message>
        <source>Reset this step</source>
        <translation>Restablecer este paso</translation>
    </message>
    <message>
        <source>What this page carries was refused: %1</source>
        <translation>Lo que contiene esta página fue rechazado: %1</translation>
    </message>
    <message>
        <source>No notes for this step.</source>
        <translation>No hay notas para este paso.</translation>
    </message>
    <message>
        <source>Follow the lecture</source>
        <translation>Seguir la clase</translation>
    </message>
    <message>
        <source>The room&apos;s answers</source>
        <translation>Las respuestas de la sala</translation>
    </message>
    <message>
        <source>The lecture&apos;s screen is black</source>
        <translation>La pantalla de la clase está en negro</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Reveal answers (A)</source>
        <translation>Mostrar respuestas (A)</translation>
    </message>
    <message>
        <source>Answers (CSV)</source>
        <translation>Respuestas (CSV)</translation>
    </message>
    <message>
        <source>Sent. You may change your answer until the lecturer shows the answers.</source>
        <translation>Enviada. Puede cambiar su respuesta hasta que se muestren las respuestas.</translation>
    </message>
    <message>
        <source>Not taken: the answers are closed.</source>
        <translation>No aceptada: las respuestas están cerradas.</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Su respuesta</translation>
    </message>
    <message>
        <source>Drag x along %1 (or type it), then send.</source>
        <translation>Arrastre x a lo largo de %1 (o escríbalo) y envíe.</translation>
    </message>
    <message>
        <source>Pick one first.</source>
        <translation>Elija una primero.</translation>
    </message>
    <message>
        <source>Type a number first.</source>
        <translation>Escriba un número primero.</translation>
    </message>
    <message>
        <source>Not connected to the lecture.</source>
        <translation>Sin conexión con la clase.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Enviando…</translation>
    </message>
    <message>
        <source>The right answer: %1.</source>
        <translation>La respuesta correcta: %1.</translation>
    </message>
    <message>
        <source>The right answer: x = %1.</source>
        <translation>La respuesta correcta: x = %1.</translation>
    </message>
    <message>
        <source> · answered: %1</source>
        <translation> · respuestas: %1</translation>
    </message>
    <message>
        <source>%1 following</source>
        <translation>%1 siguiendo</translation>
    </message>
    <message>
        <source> · the screen is black (B)</source>
        <translation> · la pantalla está en negro (B)</translation>
    </message>
    <message>
        <source>Connecting to the room…</source>
        <translation>Conectando con la sala…</translation>
    </message>
    <message>
        <source>Hide answers (A)</source>
        <translation>Ocultar respuestas (A)</translation>
    </message>
    <message>
        <source>Connecting to the lecture…</source>
        <translation>Conectando con la clase…</translation>
    </message>
    <message>
        <source>Exploring on your own.</source>
        <translation>Explorando por su cuenta.</translation>
    </message>
    <message>
        <source>Following the lecture.</source>
        <translation>Siguiendo la clase.</translation>
    </message>
    <message>
        <source>Not taken: x is off the step&apos;s plot.</source>
        <translation>No aceptada: x está fuera del gráfico del paso.</translation>
    </message>
    <message>
        <source>Not taken.</source>
        <translation>No aceptada.</translation>
    </message>
    <message>
        <source>Normal density%1; the area under it up to x = %2 is shaded: Φ(x) = %3.</source>
        <translation>Densidad normal%1; el área bajo ella hasta x = %2 está sombreada: Φ(x) = %3.</translation>
    </message>
    <message>
        <source>The normal distribution function Φ%1; at x = %2 the mask keeps x with probability %3.</source>
        <translation>La función de distribución normal Φ%1; en x = %2 la máscara conserva x con probabilidad %3.</translation>
    </message>
    <message>
        <source>Activation functions over x from %1 to %2: %3. At x = %4: %5.</source>
        <translation>Funciones de activación sobre x de %1 a %2: %3. En x = %4: %5.</translation>
    </message>
    <message>
        <source>No draws yet at x = %1; the target x·Φ(x) is %2.</source>
        <translation>Aún no hay extracciones en x = %1; el objetivo x·Φ(x) es %2.</translation>
    </message>
    <message>
        <source>Draws: %1 at x = %2 (seed %3); x kept in %4 of them; running mean %5, target x·Φ(x) = %6.</source>
        <translation>Extracciones: %1 en x = %2 (semilla %3); x conservado en %4 de ellas; media acumulada %5, objetivo x·Φ(x) = %6.</translation>
    </message>
    <message>
        <source>Derivatives over x from %1 to %2. At x = %3: %4.</source>
        <translation>Derivadas sobre x de %1 a %2. En x = %3: %4.</translation>
    </message>
    <message>
        <source>Errors of the approximations against the exact GELU: %1.</source>
        <translation>Errores de las aproximaciones frente a la GELU exacta: %1.</translation>
    </message>
    <message>
        <source>At x = %1: %2.</source>
        <translation>En x = %1: %2.</translation>
    </message>
    <message>
        <source>Pre-activation variance through %1 layers of width %2: %3.</source>
        <translation>Varianza de las preactivaciones a través de %1 capas de anchura %2: %3.</translation>
    </message>
    <message>
        <source>A gated unit (%1): z = %2, g = %3, %4(g) = %5, output %6.</source>
        <translation>Una unidad con compuerta (%1): z = %2, g = %3, %4(g) = %5, salida %6.</translation>
    </message>
    <message>
        <source>A neuron with inputs %1 and %2, weights %3 and %4, bias %5: z = %6, %7(z) = %8.</source>
        <translation>Una neurona con entradas %1 y %2, pesos %3 y %4, sesgo %5: z = %6, %7(z) = %8.</translation>
    </message>
    <message>
        <source>%1: epoch %2, test loss %3, test accuracy %4, %5 dead units</source>
        <translation>%1: época %2, pérdida de prueba %3, precisión de prueba %4, %5 unidades muertas</translation>
    </message>
    <message>
        <source>to n = %1</source>
        <translation>hasta n = %1</translation>
    </message>
</context>
<context>
    <name>WebContent</name>
    <message>
        <source>every step is hidden: there is nothing to show</source>
        <translation>todos los pasos están ocultos: no hay nada que mostrar</translation>
    </message>
    <message>
        <source>the first step&apos;s scene does not apply</source>
        <translation>la escena del primer paso no se puede aplicar</translation>
    </message>
</context>
<context>
    <name>ui::ActivationsPanel</name>
    <message>
        <source>Activations: GELU beside its approximations and ReLU-like units</source>
        <translation>Activaciones: GELU junto a sus aproximaciones y unidades tipo ReLU</translation>
    </message>
    <message>
        <source>Activations: GELU beside its tanh approximation</source>
        <translation>Activaciones: GELU junto a su aproximación tanh</translation>
    </message>
    <message>
        <source>Activations: GELU beside its sigmoid approximation</source>
        <translation>Activaciones: GELU junto a su aproximación sigmoide</translation>
    </message>
    <message>
        <source>Activations: GELU beside its tanh approximation and other units</source>
        <translation>Activaciones: GELU junto a su aproximación tanh y otras unidades</translation>
    </message>
    <message>
        <source>Activations: GELU beside its sigmoid approximation and other units</source>
        <translation>Activaciones: GELU junto a su aproximación sigmoide y otras unidades</translation>
    </message>
    <message>
        <source>Monte Carlo mean ± 95%</source>
        <translation>Media Monte Carlo ± 95%</translation>
    </message>
    <message>
        <source>neuron output</source>
        <translation>salida de la neurona</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activaciones</translation>
    </message>
    <message>
        <source>Activations: GELU beside its approximations</source>
        <translation>Activaciones: GELU junto a sus aproximaciones</translation>
    </message>
    <message>
        <source>Activations: GELU beside other units</source>
        <translation>Activaciones: GELU junto a otras unidades</translation>
    </message>
    <message>
        <source>Activations: GELU</source>
        <translation>Activaciones: GELU</translation>
    </message>
</context>
<context>
    <name>ui::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>Exportar animación</translation>
    </message>
    <message>
        <source>Sweep of x over the view</source>
        <translation>Barrido de x por la vista</translation>
    </message>
    <message>
        <source>The Monte Carlo run</source>
        <translation>La simulación de Monte Carlo</translation>
    </message>
    <message>
        <source>This lecture step (step %1)</source>
        <translation>Este paso de la clase (paso %1)</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animación:</translation>
    </message>
    <message>
        <source>The sheet of six panels</source>
        <translation>La hoja de seis paneles</translation>
    </message>
    <message>
        <source>&amp;Shows:</source>
        <translation>&amp;Muestra:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <source>x &amp;from:</source>
        <translation>x &amp;desde:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>D&amp;uración:</translation>
    </message>
    <message>
        <source>GIF plays at most 50 frames a second (its delays are in 1/100 s)</source>
        <translation>GIF reproduce como máximo 50 fotogramas por segundo (sus retardos son de 1/100 s)</translation>
    </message>
    <message>
        <source>&amp;Frames per second:</source>
        <translation>Fot&amp;ogramas por segundo:</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Tamaño:</translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation>E&amp;scala:</translation>
    </message>
    <message>
        <source>Transparent (WebP, APNG)</source>
        <translation>Transparente (WebP, APNG)</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>&amp;Fondo:</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>Tamaño de &amp;letra:</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>A&amp;rchivo:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>Cancelado: no se escribió nada.</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>No se exportó: %1</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;WebM video (*.webm);;GIF (*.gif);;Animated WebP (*.webp);;Animated PNG (*.apng)</source>
        <translation>Video MP4 (*.mp4);;Video WebM (*.webm);;GIF (*.gif);;WebP animado (*.webp);;PNG animado (*.apng)</translation>
    </message>
    <message>
        <source>The deep network&apos;s layers, one by one</source>
        <translation>Las capas de la red profunda, una a una</translation>
    </message>
    <message>
        <source>The networks training, epoch by epoch</source>
        <translation>El entrenamiento de las redes, época a época</translation>
    </message>
</context>
<context>
    <name>ui::AudienceOverlay</name>
    <message>
        <source>End of the lecture</source>
        <translation>Fin de la clase</translation>
    </message>
    <message>
        <source>Esc leaves · ← goes back</source>
        <translation>Esc sale · ← vuelve</translation>
    </message>
    <message>
        <source>Join the lecture</source>
        <translation>Únete a la clase</translation>
    </message>
    <message numerus="yes">
        <source>%n following</source>
        <translation>
            <numerusform>%n sigue</numerusform>
            <numerusform>%n siguen</numerusform>
        </translation>
    </message>
    <message>
        <source>Answered: %1 · right: %2</source>
        <translation>Respuestas: %1 · correctas: %2</translation>
    </message>
    <message>
        <source>Answered: %1</source>
        <translation>Respuestas: %1</translation>
    </message>
    <message>
        <source>● an answer    ○ the right answer (±%1)</source>
        <translation>● una respuesta    ○ la respuesta correcta (±%1)</translation>
    </message>
    <message>
        <source>■ answers    ┆ the right answer (±%1)</source>
        <translation>■ respuestas    ┆ la respuesta correcta (±%1)</translation>
    </message>
    <message>
        <source>right: x = %1</source>
        <translation>correcta: x = %1</translation>
    </message>
    <message>
        <source>right: %1</source>
        <translation>correcta: %1</translation>
    </message>
</context>
<context>
    <name>ui::CdfPanel</name>
    <message>
        <source>$\Phi(x)$: the probability that the mask keeps $x$</source>
        <translation>$\Phi(x)$: la probabilidad de que la máscara conserve $x$</translation>
    </message>
</context>
<context>
    <name>ui::ChecklistMenu</name>
    <message>
        <source>%1 at most: untick one to choose another</source>
        <translation>Como máximo %1: desmarque uno para elegir otro</translation>
    </message>
    <message>
        <source>Up to %1</source>
        <translation>Hasta %1</translation>
    </message>
</context>
<context>
    <name>ui::ComparePanel</name>
    <message>
        <source>Side by side: each curve on identical axes</source>
        <translation>Lado a lado: cada curva en ejes idénticos</translation>
    </message>
    <message>
        <source>Difference to GELU</source>
        <translation>Diferencia con GELU</translation>
    </message>
    <message>
        <source>Plots each curve minus GELU instead of the curve</source>
        <translation>Dibuja cada curva menos GELU en lugar de la curva</translation>
    </message>
    <message>
        <source>Previous page of curves</source>
        <translation>Página anterior de curvas</translation>
    </message>
    <message>
        <source>Shows the curves before these</source>
        <translation>Muestra las curvas anteriores a estas</translation>
    </message>
    <message>
        <source>Next page of curves</source>
        <translation>Página siguiente de curvas</translation>
    </message>
    <message>
        <source>Shows the curves after these</source>
        <translation>Muestra las curvas posteriores a estas</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>página %1 de %2</translation>
    </message>
    <message>
        <source>Curves %1–%2 of %3 (page %4 of %5)</source>
        <translation>Curvas %1–%2 de %3 (página %4 de %5)</translation>
    </message>
    <message>
        <source>Side by side: each curve minus GELU, on identical axes</source>
        <translation>Lado a lado: cada curva menos GELU, en ejes idénticos</translation>
    </message>
    <message>
        <source>Side by side: each curve on identical axes (faint: its derivative)</source>
        <translation>Lado a lado: cada curva en ejes idénticos (tenue: su derivada)</translation>
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
        <translation>%1: %2 … %3 se rechaza («hasta» debe superar a «desde» en al menos %4); se queda en %5 … %6.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>seed %1, %2/s</source>
        <translation>semilla %1, %2/s</translation>
    </message>
    <message>
        <source>Monte Carlo settings</source>
        <translation>Ajustes de Monte Carlo</translation>
    </message>
    <message>
        <source>Shows or hides the seed, the mask rule and the speed</source>
        <translation>Muestra u oculta la semilla, la regla de la máscara y la velocidad</translation>
    </message>
    <message>
        <source>Shows or hides the x and y ranges&apos; fields</source>
        <translation>Muestra u oculta los campos de los rangos de x e y</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Controles</translation>
    </message>
    <message>
        <source>Input x</source>
        <translation>Entrada x</translation>
    </message>
    <message>
        <source>The x the mask keeps or drops, in every panel</source>
        <translation>La x que la máscara conserva o descarta, en todos los paneles</translation>
    </message>
    <message>
        <source>Gaussian N(μ, σ²)</source>
        <translation>Gaussiana N(μ, σ²)</translation>
    </message>
    <message>
        <source>μ, the Gaussian&apos;s mean</source>
        <translation>μ, la media de la gaussiana</translation>
    </message>
    <message>
        <source>Moves the Gaussian whose cdf Φ is the chance of keeping x</source>
        <translation>Desplaza la gaussiana cuya función de distribución Φ da la probabilidad de conservar x</translation>
    </message>
    <message>
        <source>σ, the Gaussian&apos;s spread</source>
        <translation>σ, la dispersión de la gaussiana</translation>
    </message>
    <message>
        <source>σ → 0 turns GELU into ReLU</source>
        <translation>σ → 0 convierte GELU en ReLU</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Curvas</translation>
    </message>
    <message>
        <source>Activation parameters</source>
        <translation>Parámetros de activación</translation>
    </message>
    <message>
        <source>α of ELU and CELU</source>
        <translation>α de ELU y CELU</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>β of softplus and swish (β = 1: SiLU)</source>
        <translation>β de softplus y swish (β = 1: SiLU)</translation>
    </message>
    <message>
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <source>The negative slope of leaky ReLU</source>
        <translation>La pendiente negativa de Leaky ReLU</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>pendiente</translation>
    </message>
    <message>
        <source>λ of softshrink and hardshrink</source>
        <translation>λ de softshrink y hardshrink</translation>
    </message>
    <message>
        <source>λ</source>
        <translation>λ</translation>
    </message>
    <message>
        <source>Reset to the defaults</source>
        <translation>Restablecer valores</translation>
    </message>
    <message>
        <source>μ = 0, σ = 1, α = 1, β = 1, slope = 0.01, λ = 0.5 (PyTorch&apos;s defaults)</source>
        <translation>μ = 0, σ = 1, α = 1, β = 1, pendiente = 0,01, λ = 0,5 (valores por defecto de PyTorch)</translation>
    </message>
    <message>
        <source>View range</source>
        <translation>Rango visible</translation>
    </message>
    <message>
        <source>x from</source>
        <translation>x desde</translation>
    </message>
    <message>
        <source>The left end of every panel&apos;s x axis</source>
        <translation>El extremo izquierdo del eje x de cada panel</translation>
    </message>
    <message>
        <source>x to</source>
        <translation>x hasta</translation>
    </message>
    <message>
        <source>The right end of every panel&apos;s x axis</source>
        <translation>El extremo derecho del eje x de cada panel</translation>
    </message>
    <message>
        <source>y from</source>
        <translation>y desde</translation>
    </message>
    <message>
        <source>The bottom of the activation panels&apos; y axis</source>
        <translation>La parte inferior del eje y de los paneles de activación</translation>
    </message>
    <message>
        <source>y to</source>
        <translation>y hasta</translation>
    </message>
    <message>
        <source>The top of the activation panels&apos; y axis</source>
        <translation>La parte superior del eje y de los paneles de activación</translation>
    </message>
    <message>
        <source>x from / to</source>
        <translation>x desde / hasta</translation>
    </message>
    <message>
        <source>y from / to</source>
        <translation>y desde / hasta</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte Carlo</translation>
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
        <translation>Regla de la máscara</translation>
    </message>
    <message>
        <source>How each draw decides: a uniform U below Φ(x), or a normal X at most x</source>
        <translation>Cómo decide cada tirada: una U uniforme menor que Φ(x), o una X normal no mayor que x</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Velocidad de reproducción</translation>
    </message>
    <message>
        <source>How fast Play adds draws</source>
        <translation>Con qué rapidez Reproducir añade tiradas</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>semilla</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>máscara</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>velocidad</translation>
    </message>
    <message>
        <source>%1 draws a second at first, then n × %2 a second</source>
        <translation>al principio %1 extracciones por segundo, luego n × %2 por segundo</translation>
    </message>
    <message>
        <source>%1 of the formula %2</source>
        <translation>%1 de la fórmula %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 en %2</translation>
    </message>
</context>
<context>
    <name>ui::CurvePicker</name>
    <message>
        <source>Search name, id or formula</source>
        <translation>Buscar nombre, id o fórmula</translation>
    </message>
    <message>
        <source>Lists the curves whose name, id or formula holds what you type; Enter ticks or unticks the first one found</source>
        <translation>Lista las curvas cuyo nombre, id o fórmula contiene lo que escribe; Intro marca o desmarca la primera encontrada</translation>
    </message>
    <message>
        <source>Search curves</source>
        <translation>Buscar curvas</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Preajustes</translation>
    </message>
    <message>
        <source>Curve presets</source>
        <translation>Preajustes de curvas</translation>
    </message>
    <message>
        <source>Shows a ready-made set of curves</source>
        <translation>Muestra un conjunto de curvas predefinido</translation>
    </message>
    <message>
        <source>Curves shown</source>
        <translation>Curvas mostradas</translation>
    </message>
    <message>
        <source>Every activation by family; a ticked curve is drawn in the panels</source>
        <translation>Todas las activaciones por familia; las curvas marcadas se dibujan en los paneles</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Nueva…</translation>
    </message>
    <message>
        <source>New formula</source>
        <translation>Nueva fórmula</translation>
    </message>
    <message>
        <source>New formula: type your own activation f(x); its derivative comes with it</source>
        <translation>Nueva fórmula: escriba su propia activación f(x); su derivada viene incluida</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Edit the selected formula (or double-click it)</source>
        <translation>Editar la fórmula seleccionada (o hacer doble clic en ella)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Remove the selected formula</source>
        <translation>Eliminar la fórmula seleccionada</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 de %3)</translation>
    </message>
    <message>
        <source>Drawn by this view&apos;s panels beside the scene&apos;s curves; tick it to keep it in every view.</source>
        <translation>Dibujada por los paneles de esta vista junto a las curvas de la escena; márquela para conservarla en todas las vistas.</translation>
    </message>
    <message>
        <source>drawn by this view&apos;s panels beside the scene&apos;s curves</source>
        <translation>dibujada por los paneles de esta vista junto a las curvas de la escena</translation>
    </message>
</context>
<context>
    <name>ui::DTypePanel</name>
    <message>
        <source>where a form is not correctly rounded</source>
        <translation>donde una forma no está correctamente redondeada</translation>
    </message>
    <message>
        <source>where a form ≠ exact GELU</source>
        <translation>donde una forma ≠ GELU exacta</translation>
    </message>
    <message>
        <source>bars: %1</source>
        <translation>barras: %1</translation>
    </message>
    <message>
        <source>marks: %1</source>
        <translation>marcas: %1</translation>
    </message>
    <message>
        <source>GELU as the hardware stores it: rounded to a number format</source>
        <translation>GELU tal como la guarda el hardware: redondeada a un formato numérico</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>a perfect kernel</source>
        <translation>un núcleo perfecto</translation>
    </message>
    <message>
        <source>Number format</source>
        <translation>Formato numérico</translation>
    </message>
    <message>
        <source>The format GELU is stored in</source>
        <translation>El formato en que se guarda GELU</translation>
    </message>
    <message>
        <source>Beside it</source>
        <translation>Al lado</translation>
    </message>
    <message>
        <source>A second format side by side</source>
        <translation>Un segundo formato al lado</translation>
    </message>
    <message>
        <source>Computed by</source>
        <translation>Calculada por</translation>
    </message>
    <message>
        <source>format</source>
        <translation>formato</translation>
    </message>
    <message>
        <source>beside</source>
        <translation>al lado</translation>
    </message>
    <message>
        <source>computed by</source>
        <translation>calculada por</translation>
    </message>
    <message>
        <source>exact GELU</source>
        <translation>GELU exacta</translation>
    </message>
    <message>
        <source>PyTorch&apos;s erf form</source>
        <translation>forma erf de PyTorch</translation>
    </message>
    <message>
        <source>PyTorch&apos;s tanh form</source>
        <translation>forma tanh de PyTorch</translation>
    </message>
    <message>
        <source>tanh form</source>
        <translation>forma tanh</translation>
    </message>
    <message>
        <source>stored $\operatorname{GELU}(x)$</source>
        <translation>$\operatorname{GELU}(x)$ guardada</translation>
    </message>
    <message>
        <source>ULPs</source>
        <translation>ULP</translation>
    </message>
    <message>
        <source>%1: 0 from %2 down</source>
        <translation>%1: 0 desde %2 hacia abajo</translation>
    </message>
    <message>
        <source>%1 ≠ exact at %2 (%3%)</source>
        <translation>%1 ≠ exacta en %2 (%3 %)</translation>
    </message>
    <message>
        <source>, 0 from %1 down</source>
        <translation>, 0 desde %1 hacia abajo</translation>
    </message>
    <message>
        <source>%1, every one of its %2 values in [−8, 8]</source>
        <translation>%1, cada uno de sus %2 valores en [−8, 8]</translation>
    </message>
    <message>
        <source>%1, %2 evenly spaced values in [−8, 8]</source>
        <translation>%1, %2 valores equiespaciados en [−8, 8]</translation>
    </message>
    <message>
        <source>GELU stored in %1 (%2)</source>
        <translation>GELU guardada en %1 (%2)</translation>
    </message>
    <message>
        <source>exact, rounded once</source>
        <translation>exacta, redondeada una vez</translation>
    </message>
    <message>
        <source>Error in ULPs of %1</source>
        <translation>Error en ULP de %1</translation>
    </message>
    <message>
        <source>PyTorch 1.13 CPU, a long tensor</source>
        <translation>PyTorch 1.13 CPU, un tensor largo</translation>
    </message>
    <message>
        <source>PyTorch 1.13 CPU, AVX2, vectorized</source>
        <translation>PyTorch 1.13 CPU, AVX2, vectorizado</translation>
    </message>
    <message>
        <source>PyTorch 1.13 CPU, one element (scalar)</source>
        <translation>PyTorch 1.13 CPU, un elemento (escalar)</translation>
    </message>
    <message>
        <source>PyTorch 1.13, a long tensor</source>
        <translation>PyTorch 1.13, un tensor largo</translation>
    </message>
    <message>
        <source>PyTorch 1.13, vectorized</source>
        <translation>PyTorch 1.13, vectorizado</translation>
    </message>
    <message>
        <source>PyTorch 1.13, one element</source>
        <translation>PyTorch 1.13, un elemento</translation>
    </message>
    <message>
        <source>A contiguous tensor of many elements: oneDNN 2.6.3 for GELU, ATen&apos;s vectorized code for the tanh form</source>
        <translation>Un tensor contiguo de muchos elementos: oneDNN 2.6.3 para GELU, el código vectorizado de ATen para la forma tanh</translation>
    </message>
    <message>
        <source>ATen&apos;s AVX2 vectorized code (Sleef 3.5.1&apos;s erf, tanh and exp)</source>
        <translation>El código vectorizado AVX2 de ATen (erf, tanh y exp de Sleef 3.5.1)</translation>
    </message>
    <message>
        <source>A one-element tensor: ATen&apos;s scalar code (glibc 2.36&apos;s erff, tanhf and expf)</source>
        <translation>Un tensor de un solo elemento: el código escalar de ATen (erff, tanhf y expf de glibc 2.36)</translation>
    </message>
    <message>
        <source>Exact values rounded once, or PyTorch 1.13&apos;s CPU code bit for bit: a long tensor, the vectorized path or one element</source>
        <translation>Valores exactos redondeados una vez, o el código de CPU de PyTorch 1.13 bit a bit: un tensor largo, la ruta vectorizada o un elemento</translation>
    </message>
    <message>
        <source>%1 stores other bits</source>
        <translation>%1 guarda otros bits</translation>
    </message>
    <message>
        <source>%1 ≠ its correctly rounded value at %2 (%3%)</source>
        <translation>%1 ≠ su valor correctamente redondeado en %2 (%3 %)</translation>
    </message>
    <message>
        <source>, %1 of them by the sign of zero</source>
        <translation>, %1 de ellos por el signo del cero</translation>
    </message>
    <message>
        <source>%1 stores the same bits at every one of these x</source>
        <translation>%1 guarda los mismos bits en cada uno de estos x</translation>
    </message>
    <message>
        <source>%1 stores other bits at %2 of these x (erf form) and %3 (tanh form)</source>
        <translation>%1 guarda otros bits en %2 de estos x (forma erf) y %3 (forma tanh)</translation>
    </message>
    <message>
        <source>PyTorch 1.13 has no CPU GELU for float16.</source>
        <translation>PyTorch 1.13 no tiene GELU de CPU para float16.</translation>
    </message>
    <message>
        <source>PyTorch 1.13 has no %1 type.</source>
        <translation>PyTorch 1.13 no tiene el tipo %1.</translation>
    </message>
    <message>
        <source>Error in ULPs of %1, each form against its correctly rounded value</source>
        <translation>Error en ULP de %1, cada forma frente a su valor correctamente redondeado</translation>
    </message>
    <message>
        <source>x = %1 (in %2)</source>
        <translation>x = %1 (en %2)</translation>
    </message>
    <message>
        <source>GELU exact %1, stored %2</source>
        <translation>GELU exacta %1, almacenada %2</translation>
    </message>
    <message>
        <source>PyTorch&apos;s erf form %1 (%2 ULP)</source>
        <translation>forma erf de PyTorch %1 (%2 ULP)</translation>
    </message>
    <message>
        <source>PyTorch&apos;s tanh form %1 (%2 ULP)</source>
        <translation>forma tanh de PyTorch %1 (%2 ULP)</translation>
    </message>
    <message>
        <source>tanh form %1 (%2 ULP)</source>
        <translation>forma tanh %1 (%2 ULP)</translation>
    </message>
    <message>
        <source>GELU in %1 (%2)</source>
        <translation>GELU en %1 (%2)</translation>
    </message>
    <message>
        <source>dashed: where a form starts storing 0</source>
        <translation>discontinua: donde una forma empieza a guardar 0</translation>
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
        <translation>Abrir presentación</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Se guardó %1</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Guardar presentación</translation>
    </message>
    <message>
        <source>Save deck as</source>
        <translation>Guardar presentación como</translation>
    </message>
    <message>
        <source>GELU Explorer decks (*%1);;All files (*)</source>
        <translation>Presentaciones de GELU Explorer (*%1);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The deck has unsaved changes.</source>
        <translation>La presentación tiene cambios sin guardar.</translation>
    </message>
    <message>
        <source>A deck keeps one step to present.</source>
        <translation>Una presentación conserva un paso para presentar.</translation>
    </message>
    <message>
        <source>the deck has no steps yet: add one before saving it</source>
        <translation>la presentación aún no tiene pasos: añada uno antes de guardarla</translation>
    </message>
    <message>
        <source>The deck has no steps yet: set the window up as the first step should look, then press “Add the current view as a step” in the Steps panel.</source>
        <translation>La presentación aún no tiene pasos: prepare la ventana como debe verse el primer paso y pulse «Añadir la vista actual como paso» en el panel Pasos.</translation>
    </message>
</context>
<context>
    <name>ui::DerivativesPanel</name>
    <message>
        <source>Derivatives: $\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$</source>
        <translation>Derivadas: $\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$</translation>
    </message>
    <message>
        <source>Derivatives: $\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$ dips below 0 near $x \approx %1$</source>
        <translation>Derivadas: $\mathrm{GELU}&apos;(x) = \Phi(x) + x\,\varphi(x)$ baja de 0 cerca de $x \approx %1$</translation>
    </message>
</context>
<context>
    <name>ui::ErrorsPanel</name>
    <message>
        <source>Precision lens: $|\operatorname{GELU}(x)|$ for $x$ in $[-40, 0]$</source>
        <translation>Lupa de precisión: $|\operatorname{GELU}(x)|$ para $x$ en $[-40, 0]$</translation>
    </message>
    <message>
        <source>Approximation errors: approximation − exact GELU</source>
        <translation>Errores de aproximación: aproximación − GELU exacta</translation>
    </message>
    <message>
        <source>Precision lens</source>
        <translation>Lupa de precisión</translation>
    </message>
    <message>
        <source>Precision lens: |GELU(x)| for x in [−40, 0], accurate vs textbook 0.5x(1+erf(x/√2))</source>
        <translation>Lupa de precisión: |GELU(x)| para x en [−40, 0], precisa frente a la clásica 0.5x(1+erf(x/√2))</translation>
    </message>
    <message>
        <source>$\lvert\operatorname{GELU}(x)\rvert$ (log scale)</source>
        <translation>$\lvert\operatorname{GELU}(x)\rvert$ (escala log.)</translation>
    </message>
    <message>
        <source>approx − exact</source>
        <translation>aprox. − exacta</translation>
    </message>
    <message>
        <source>Precision lens: x in [−40, 0]</source>
        <translation>Lupa de precisión: x en [−40, 0]</translation>
    </message>
    <message>
        <source>%1: max |error| $%2$ at $|x| \approx %3$</source>
        <translation>%1: máx. |error| $%2$ en $|x| \approx %3$</translation>
    </message>
    <message>
        <source>textbook: 1% off from $x \approx %1$, exactly 0 from $x \approx %2$</source>
        <translation>forma clásica: 1 % de error desde $x \approx %1$, exactamente 0 desde $x \approx %2$</translation>
    </message>
    <message>
        <source>core: within 1 ULP everywhere, 0 only below $x \approx %1$</source>
        <translation>núcleo: a menos de 1 ULP en todas partes, 0 solo por debajo de $x \approx %1$</translation>
    </message>
    <message>
        <source>accurate core: $x\,\Phi(x)$</source>
        <translation>núcleo preciso: $x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>textbook $\tfrac{1}{2}x\,(1 + \operatorname{erf}(x/\sqrt{2}))$ (PyTorch, TensorFlow)</source>
        <translation>clásica $\tfrac{1}{2}x\,(1 + \operatorname{erf}(x/\sqrt{2}))$ (PyTorch, TensorFlow)</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
</context>
<context>
    <name>ui::ExportDialog</name>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation>«%1» ya existe. ¿Reemplazarlo?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Reemplazar</translation>
    </message>
    <message>
        <source>Export panel</source>
        <translation>Exportar panel</translation>
    </message>
    <message>
        <source>Export sheet</source>
        <translation>Exportar hoja</translation>
    </message>
    <message>
        <source>&amp;Panel:</source>
        <translation>&amp;Panel:</translation>
    </message>
    <message>
        <source>As laid out in the window</source>
        <translation>Como en la ventana</translation>
    </message>
    <message numerus="yes">
        <source>Grid of %n column(s)</source>
        <translation>
            <numerusform>Cuadrícula de %n columna</numerusform>
            <numerusform>Cuadrícula de %n columnas</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Disposición:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>píxeles</translation>
    </message>
    <message>
        <source>cm (print)</source>
        <translation>cm (impresión)</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Tamaño:</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> ppp</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;Resolución:</translation>
    </message>
    <message>
        <source>2× (sharp on high-dpi screens and projectors)</source>
        <translation>2× (nítido en pantallas HiDPI y proyectores)</translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation>E&amp;scala:</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>White (paper)</source>
        <translation>Blanco (papel)</translation>
    </message>
    <message>
        <source>Transparent (PNG, SVG)</source>
        <translation>Transparente (PNG, SVG)</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>&amp;Fondo:</translation>
    </message>
    <message>
        <source>1× as on screen; 1.5–2× reads well on slides</source>
        <translation>1× como en pantalla; 1,5–2× se lee bien en diapositivas</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>Tamaño de &amp;letra:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>unknown — the file name must end in .png, .jpg, .svg or .pdf</source>
        <translation>desconocido: el nombre del archivo debe terminar en .png, .jpg, .svg o .pdf</translation>
    </message>
    <message>
        <source>Vector: %1 × %2 cm</source>
        <translation>Vectorial: %1 × %2 cm</translation>
    </message>
    <message>
        <source>Bitmap: %1 × %2 pixels</source>
        <translation>Mapa de bits: %1 × %2 píxeles</translation>
    </message>
    <message>
        <source>PNG image (*.png);;JPEG image (*.jpg *.jpeg);;SVG vector image (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagen PNG (*.png);;Imagen JPEG (*.jpg *.jpeg);;Imagen vectorial SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>T&amp;ítulo:</translation>
    </message>
    <message>
        <source>Draw the title</source>
        <translation>Dibujar el título</translation>
    </message>
    <message>
        <source>Draw the titles</source>
        <translation>Dibujar los títulos</translation>
    </message>
    <message>
        <source>Mark x (its line, the points there and their read-outs)</source>
        <translation>Marcar x (su línea, los puntos allí y sus lecturas)</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>Paneles:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>&amp;Heading:</source>
        <translation>Enca&amp;bezado:</translation>
    </message>
</context>
<context>
    <name>ui::FormulaDialog</name>
    <message>
        <source>New formula</source>
        <translation>Nueva fórmula</translation>
    </message>
    <message>
        <source>Edit formula</source>
        <translation>Editar fórmula</translation>
    </message>
    <message>
        <source>e.g. bent</source>
        <translation>p. ej. bent</translation>
    </message>
    <message>
        <source>Formula name</source>
        <translation>Nombre de la fórmula</translation>
    </message>
    <message>
        <source>e.g. x + 0.1*x^2</source>
        <translation>p. ej. x + 0.1*x^2</translation>
    </message>
    <message>
        <source>Formula expression in x</source>
        <translation>Expresión de la fórmula en x</translation>
    </message>
    <message>
        <source>x, numbers (0.5, 2e-3), pi, e, + − * / ^, ( ), comparisons and c ? a : b; exp log log1p expm1 log2 log10 sqrt abs sign min max sin cos tan atan sinh cosh tanh erf erfc Phi phi sigmoid softplus gelu relu</source>
        <translation>x, números (0.5, 2e-3), pi, e, + − * / ^, ( ), comparaciones y c ? a : b; exp log log1p expm1 log2 log10 sqrt abs sign min max sin cos tan atan sinh cosh tanh erf erfc Phi phi sigmoid softplus gelu relu</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automático</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>continua</translation>
    </message>
    <message>
        <source>dashed</source>
        <translation>discontinua</translation>
    </message>
    <message>
        <source>dotted</source>
        <translation>punteada</translation>
    </message>
    <message>
        <source>dash-dot</source>
        <translation>raya-punto</translation>
    </message>
    <message>
        <source>dash-dot-dot</source>
        <translation>raya-punto-punto</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>f(x) =</source>
        <translation>f(x) =</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>name: empty</source>
        <translation>nombre: vacío</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#2a7a2a&apos;&gt;✓ valid; its derivative d%1 comes with it&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#2a7a2a&apos;&gt;✓ válida; su derivada d%1 viene incluida&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Its parameters (%1) get sliders under Activation parameters</source>
        <translation>Sus parámetros (%1) tienen deslizadores en Parámetros de activación</translation>
    </message>
    <message>
        <source>Name the formula, then type its expression in x.</source>
        <translation>Ponga nombre a la fórmula y escriba su expresión en x.</translation>
    </message>
</context>
<context>
    <name>ui::HandoutDialog</name>
    <message>
        <source>Export handout</source>
        <translation>Exportar apuntes</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Light suits paper; dark and high contrast suit a screen</source>
        <translation>Claro va bien en papel; oscuro y alto contraste, en pantalla</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Carta (8,5 × 11 pulg.)</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papel:</translation>
    </message>
    <message>
        <source>One step a page (large figures)</source>
        <translation>Un paso por página (figuras grandes)</translation>
    </message>
    <message>
        <source>Two steps a page</source>
        <translation>Dos pasos por página</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Disposición:</translation>
    </message>
    <message>
        <source>Print the presenter&apos;s &amp;notes and right answers</source>
        <translation>Imprimir las &amp;notas del presentador y las respuestas correctas</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Choose a file for the handout.</source>
        <translation>Elija un archivo para los apuntes.</translation>
    </message>
</context>
<context>
    <name>ui::LectureView</name>
    <message>
        <source>GELU Explorer — lecture</source>
        <translation>GELU Explorer — clase</translation>
    </message>
    <message>
        <source> · P sweep x</source>
        <translation> · P barrer x</translation>
    </message>
    <message>
        <source> · P play/pause</source>
        <translation> · P reproducir/pausa</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source> · P train/pause</source>
        <translation> · P entrenar/pausa</translation>
    </message>
    <message>
        <source>GELU Explorer — lecture, step %1 of %2</source>
        <translation>GELU Explorer — clase, paso %1 de %2</translation>
    </message>
    <message>
        <source>→ next · ← back%1 · +/− move x · ? all keys · H hides these · Esc leave</source>
        <translation>→ siguiente · ← atrás%1 · +/− mover x · ? todas las teclas · H oculta esto · Esc salir</translation>
    </message>
    <message>
        <source>Step %1 of %2, part %3 of %4</source>
        <translation>Paso %1 de %2, parte %3 de %4</translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>Checking the steps: training the run of step %1 of %2…</source>
        <translation>Comprobando los pasos: entrenando la ejecución del paso %1 de %2…</translation>
    </message>
    <message>
        <source>GELU Explorer — GELU(x) = x·Φ(x)</source>
        <translation>GELU Explorer — GELU(x) = x·Φ(x)</translation>
    </message>
    <message>
        <source>&amp;Export this panel…</source>
        <translation>&amp;Exportar este panel…</translation>
    </message>
    <message>
        <source>&amp;Copy image</source>
        <translation>&amp;Copiar imagen</translation>
    </message>
    <message>
        <source>Move x right</source>
        <translation>Mover x a la derecha</translation>
    </message>
    <message>
        <source>Move x left</source>
        <translation>Mover x a la izquierda</translation>
    </message>
    <message>
        <source>Move x right (fine)</source>
        <translation>Mover x a la derecha (fino)</translation>
    </message>
    <message>
        <source>Move x left (fine)</source>
        <translation>Mover x a la izquierda (fino)</translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation>&amp;Reproducir / Pausa</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Paso</translation>
    </message>
    <message>
        <source>&amp;Reset simulation</source>
        <translation>Re&amp;iniciar simulación</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Open scene…</source>
        <translation>&amp;Abrir escena…</translation>
    </message>
    <message>
        <source>&amp;Save scene</source>
        <translation>&amp;Guardar escena</translation>
    </message>
    <message>
        <source>Save scene &amp;as…</source>
        <translation>Guardar escena &amp;como…</translation>
    </message>
    <message>
        <source>Export &amp;panel…</source>
        <translation>Exportar &amp;panel…</translation>
    </message>
    <message>
        <source>Export s&amp;heet…</source>
        <translation>Exportar &amp;hoja…</translation>
    </message>
    <message>
        <source>One panel as a figure: PNG, SVG, PDF or JPEG</source>
        <translation>Un panel como figura: PNG, SVG, PDF o JPEG</translation>
    </message>
    <message>
        <source>Several panels in one figure, laid out as the view shows them (the view&apos;s panels ticked): PNG, SVG, PDF or JPEG</source>
        <translation>Varios paneles en una figura, dispuestos como los muestra la vista (los paneles de la vista marcados): PNG, SVG, PDF o JPEG</translation>
    </message>
    <message>
        <source>Export &amp;data (CSV)…</source>
        <translation>Exportar &amp;datos (CSV)…</translation>
    </message>
    <message>
        <source>Export &amp;animation…</source>
        <translation>Exportar a&amp;nimación…</translation>
    </message>
    <message>
        <source>&amp;Copy panel image</source>
        <translation>&amp;Copiar imagen del panel</translation>
    </message>
    <message>
        <source>&amp;Lecture mode</source>
        <translation>Modo &amp;clase</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>&amp;Ejemplos</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>&amp;Simulación</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About GELU Explorer</source>
        <translation>&amp;Acerca de GELU Explorer</translation>
    </message>
    <message>
        <source>About GELU Explorer</source>
        <translation>Acerca de GELU Explorer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GELU Explorer %1&lt;/h3&gt;&lt;p&gt;GELU(x) = x·Φ(x) is the expected value of a mask that keeps x with probability Φ(x) = P(X ≤ x).&lt;/p&gt;&lt;p&gt;Keys: ←/→ move x (Shift: fine), Space play/pause, R reset, F5 lecture mode, Ctrl+Z undo.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GELU Explorer %1&lt;/h3&gt;&lt;p&gt;GELU(x) = x·Φ(x) es el valor esperado de una máscara que conserva x con probabilidad Φ(x) = P(X ≤ x).&lt;/p&gt;&lt;p&gt;Teclas: ←/→ mover x (Mayús: fino), Espacio reproducir/pausa, R reiniciar, F5 modo clase, Ctrl+Z deshacer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>Abrir escena</translation>
    </message>
    <message>
        <source>x = %1    Φ(x) = %2    GELU(x) = %3</source>
        <translation>x = %1    Φ(x) = %2    GELU(x) = %3</translation>
    </message>
    <message>
        <source>    estimate %1 ± %2 (95%, n = %3)</source>
        <translation>    estimación %1 ± %2 (95%, n = %3)</translation>
    </message>
    <message>
        <source>no panel to export</source>
        <translation>no hay ningún panel para exportar</translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard</source>
        <translation>Se copió «%1» al portapapeles</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Se exportó %1</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>Exportar datos</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>Settings cannot be saved: &apos;%1&apos; is not writable (the layout, theme and recent files will be forgotten)</source>
        <translation>No se pueden guardar los ajustes: «%1» no admite escritura (se olvidarán la disposición, el tema y los archivos recientes)</translation>
    </message>
    <message>
        <source>Export training history</source>
        <translation>Exportar el historial de entrenamiento</translation>
    </message>
    <message>
        <source>Export &amp;training history (CSV)…</source>
        <translation>Exportar el historial de &amp;entrenamiento (CSV)…</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>Abrir presentación</translation>
    </message>
    <message>
        <source>Deck &quot;%1&quot; opened (steps: %2); F5 presents it.</source>
        <translation>Presentación «%1» abierta (pasos: %2); F5 la presenta.</translation>
    </message>
    <message>
        <source>Open &amp;deck…</source>
        <translation>Abrir &amp;presentación…</translation>
    </message>
    <message>
        <source>Writing the step videos…</source>
        <translation>Escribiendo los vídeos de los pasos…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Export step videos</source>
        <translation>Exportar vídeos de los pasos</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Paso %1 de %2: %3</translation>
    </message>
    <message>
        <source>Cancelled: no video was written or replaced.</source>
        <translation>Cancelado: no se ha escrito ni reemplazado ningún vídeo.</translation>
    </message>
    <message>
        <source>Exported %1 videos into %2</source>
        <translation>%1 vídeos exportados en %2</translation>
    </message>
    <message>
        <source>Export hand&amp;out (PDF)…</source>
        <translation>Exportar ap&amp;untes (PDF)…</translation>
    </message>
    <message>
        <source>Export step &amp;videos…</source>
        <translation>Exportar &amp;vídeos de los pasos…</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Paso %1</translation>
    </message>
    <message>
        <source>Show a step</source>
        <translation>Mostrar un paso</translation>
    </message>
    <message>
        <source>&amp;New deck</source>
        <translation>&amp;Nueva presentación</translation>
    </message>
    <message>
        <source>Save dec&amp;k</source>
        <translation>Guardar pre&amp;sentación</translation>
    </message>
    <message>
        <source>Save deck as…</source>
        <translation>Guardar presentación como…</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Presentaciones</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Vistas</translation>
    </message>
    <message>
        <source>Save &amp;view…</source>
        <translation>Guardar &amp;vista…</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>&amp;Restablecer la disposición</translation>
    </message>
    <message>
        <source>&amp;Views</source>
        <translation>&amp;Vistas</translation>
    </message>
    <message>
        <source>&amp;Tour</source>
        <translation>&amp;Recorrido</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Teclas</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>&lt;b&gt;Views.&lt;/b&gt; Each tab is a view: panels laid out like a figure. Start with &lt;i&gt;The idea&lt;/i&gt;; Ctrl+1 … Ctrl+%1 switch views, &lt;i&gt;Panels&lt;/i&gt; picks a view&apos;s panels.</source>
        <translation>&lt;b&gt;Vistas.&lt;/b&gt; Cada pestaña es una vista: paneles dispuestos como una figura. Empiece por &lt;i&gt;La idea&lt;/i&gt;; Ctrl+1 … Ctrl+%1 cambian de vista y &lt;i&gt;Paneles&lt;/i&gt; elige sus paneles.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The shaded area is Φ(x).&lt;/b&gt; Under the normal curve, the area up to x is the probability that X ~ N(0, 1) is at most x. Drag the line at x, or press ← and →.</source>
        <translation>&lt;b&gt;El área sombreada es Φ(x).&lt;/b&gt; Bajo la curva normal, el área hasta x es la probabilidad de que X ~ N(0, 1) sea como mucho x. Arrastre la línea en x o pulse ← y →.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The same number as a curve.&lt;/b&gt; Φ(x) is the probability that the mask keeps x: near 1 for large x, near 0 far left.</source>
        <translation>&lt;b&gt;El mismo número como curva.&lt;/b&gt; Φ(x) es la probabilidad de que la máscara conserve x: cerca de 1 para x grandes, cerca de 0 muy a la izquierda.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Toss the coin.&lt;/b&gt; Press Play: each draw keeps x with probability Φ(x), else gives 0. The running mean settles on x·Φ(x).</source>
        <translation>&lt;b&gt;Lance la moneda.&lt;/b&gt; Pulse Reproducir: cada extracción conserva x con probabilidad Φ(x), si no da 0. La media acumulada se asienta en x·Φ(x).</translation>
    </message>
    <message>
        <source>&lt;b&gt;That mean is GELU(x).&lt;/b&gt; GELU(x) = x·Φ(x): the read-out multiplies the two numbers at your x. ReLU and ELU are drawn beside it.</source>
        <translation>&lt;b&gt;Esa media es GELU(x).&lt;/b&gt; GELU(x) = x·Φ(x): la lectura multiplica los dos números en su x. ReLU y ELU se dibujan al lado.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Change what you see.&lt;/b&gt; Move x, change μ and σ, tick more curves or type a formula of your own; Edit ▸ Undo takes any change back.</source>
        <translation>&lt;b&gt;Cambie lo que ve.&lt;/b&gt; Mueva x, cambie μ y σ, marque más curvas o escriba su propia fórmula; Editar ▸ Deshacer revierte cualquier cambio.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Present and export.&lt;/b&gt; F5 presents the built-in lecture (or your deck); File ▸ Export saves figures, handouts and videos. Help ▸ Keys lists every key.</source>
        <translation>&lt;b&gt;Presentar y exportar.&lt;/b&gt; F5 presenta la clase integrada (o su presentación); Archivo ▸ Exportar guarda figuras, apuntes y vídeos. Ayuda ▸ Teclas enumera cada tecla.</translation>
    </message>
    <message>
        <source>no panel is ticked for the sheet</source>
        <translation>no hay ningún panel marcado para la hoja</translation>
    </message>
    <message>
        <source>GELU Explorer decks and web pages (*%1 *.html);;All files (*)</source>
        <translation>Presentaciones y páginas web de GELU Explorer (*%1 *.html);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>untitled deck</source>
        <translation>presentación sin título</translation>
    </message>
    <message>
        <source> · deck %1</source>
        <translation> · presentación %1</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Presentar</translation>
    </message>
    <message>
        <source>Export handout</source>
        <translation>Exportar apuntes</translation>
    </message>
    <message>
        <source>Export for web</source>
        <translation>Exportar para la web</translation>
    </message>
    <message>
        <source>Export for &amp;web…</source>
        <translation>Exportar para la &amp;web…</translation>
    </message>
    <message>
        <source>The window&apos;s colours: light, dark, high contrast or the system&apos;s</source>
        <translation>Los colores de la ventana: claros, oscuros, alto contraste o los del sistema</translation>
    </message>
    <message>
        <source>Showing step %1 of the deck, “%2”. A click on the view&apos;s tab above shows its own panels again.</source>
        <translation>Se muestra el paso %1 de la presentación, «%2». Un clic en la pestaña de la vista, arriba, vuelve a mostrar sus propios paneles.</translation>
    </message>
    <message>
        <source>The scene and the deck have unsaved changes.</source>
        <translation>La escena y la presentación tienen cambios sin guardar.</translation>
    </message>
</context>
<context>
    <name>ui::MathLabel</name>
    <message>
        <source>&amp;Copy text</source>
        <translation>&amp;Copiar el texto</translation>
    </message>
</context>
<context>
    <name>ui::MonteCarloPanel</name>
    <message>
        <source>Each draw will show here: %1 keep $x$, %2 output $0$.</source>
        <translation>Cada sorteo aparecerá aquí: %1 conservar $x$, %2 dar $0$.</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproducir</translation>
    </message>
    <message>
        <source>Play or pause the simulation (Space)</source>
        <translation>Reproducir o pausar la simulación (Espacio)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>One more step of draws</source>
        <translation>Un paso más de tiradas</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Grid of x</source>
        <translation>Rejilla de x</translation>
    </message>
    <message>
        <source>Simulate every x of a grid at once</source>
        <translation>Simular a la vez cada x de una rejilla</translation>
    </message>
    <message>
        <source>95% band</source>
        <translation>banda del 95%</translation>
    </message>
    <message>
        <source>running mean</source>
        <translation>media acumulada</translation>
    </message>
    <message>
        <source>estimates ± 95%</source>
        <translation>estimaciones ± 95%</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pausa</translation>
    </message>
    <message>
        <source>average of the masked outputs</source>
        <translation>promedio de las salidas enmascaradas</translation>
    </message>
    <message>
        <source>number of draws $n$</source>
        <translation>número de tiradas $n$</translation>
    </message>
    <message>
        <source>Monte Carlo: keep $x$ with probability $\Phi(x)$, else 0 — the average converges to $x\,\Phi(x)$</source>
        <translation>Monte Carlo: conservar $x$ con probabilidad $\Phi(x)$, si no 0 — el promedio converge a $x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>$n = 0$ — press Play or Step.   target $x\,\Phi(x) = %1$</source>
        <translation>$n = 0$ — pulse Reproducir o Paso.   objetivo $x\,\Phi(x) = %1$</translation>
    </message>
    <message>
        <source>$n = %1$   kept %2 (%3%)   mean $%4 \pm %5$ (95%)   target $x\,\Phi(x) = %6$</source>
        <translation>$n = %1$   conservadas %2 (%3%)   media $%4 \pm %5$ (95%)   objetivo $x\,\Phi(x) = %6$</translation>
    </message>
    <message>
        <source>keep $x$</source>
        <translation>conservar $x$</translation>
    </message>
    <message>
        <source>output $0$</source>
        <translation>salida $0$</translation>
    </message>
    <message>
        <source>target $x\,\Phi(x)$</source>
        <translation>objetivo $x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>$\mathrm{GELU}(x) = x\,\Phi(x)$</source>
        <translation>$\mathrm{GELU}(x) = x\,\Phi(x)$</translation>
    </message>
    <message>
        <source>Stop, and back to n = 0 with the same seed (R)</source>
        <translation>Detener y volver a n = 0 con la misma semilla (R)</translation>
    </message>
    <message>
        <source>To n = %1…</source>
        <translation>Hasta n = %1…</translation>
    </message>
    <message>
        <source>n = %1 reached</source>
        <translation>n = %1 alcanzado</translation>
    </message>
    <message>
        <source>Play until the run has this many draws, then stop</source>
        <translation>Reproducir hasta que la serie tenga tantas extracciones y detenerse</translation>
    </message>
    <message>
        <source>Run to n</source>
        <translation>Ejecutar hasta n</translation>
    </message>
    <message>
        <source>last:</source>
        <translation>última:</translation>
    </message>
    <message>
        <source>draw %1:</source>
        <translation>extracción %1:</translation>
    </message>
    <message>
        <source>$n = %1$</source>
        <translation>$n = %1$</translation>
    </message>
    <message>
        <source>mean $%1 \pm %2$</source>
        <translation>media $%1 \pm %2$</translation>
    </message>
    <message>
        <source>target $%1$</source>
        <translation>objetivo $%1$</translation>
    </message>
    <message>
        <source>$n = 0$: no draws yet.</source>
        <translation>$n = 0$: aún no hay extracciones.</translation>
    </message>
    <message>
        <source>target $x\,\Phi(x) = %1$</source>
        <translation>objetivo $x\,\Phi(x) = %1$</translation>
    </message>
    <message>
        <source>average</source>
        <translation>promedio</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>media</translation>
    </message>
</context>
<context>
    <name>ui::NeuronPanel</name>
    <message>
        <source>Input x₁</source>
        <translation>Entrada x₁</translation>
    </message>
    <message>
        <source>The neuron&apos;s first input</source>
        <translation>La primera entrada de la neurona</translation>
    </message>
    <message>
        <source>Input x₂</source>
        <translation>Entrada x₂</translation>
    </message>
    <message>
        <source>The neuron&apos;s second input</source>
        <translation>La segunda entrada de la neurona</translation>
    </message>
    <message>
        <source>Weight w₁</source>
        <translation>Peso w₁</translation>
    </message>
    <message>
        <source>The weight of the first input</source>
        <translation>El peso de la primera entrada</translation>
    </message>
    <message>
        <source>Weight w₂</source>
        <translation>Peso w₂</translation>
    </message>
    <message>
        <source>The weight of the second input</source>
        <translation>El peso de la segunda entrada</translation>
    </message>
    <message>
        <source>Bias b</source>
        <translation>Sesgo b</translation>
    </message>
    <message>
        <source>Added to the weighted sum s</source>
        <translation>Se añade a la suma ponderada s</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Activación</translation>
    </message>
    <message>
        <source>The function the neuron applies to s</source>
        <translation>La función que la neurona aplica a s</translation>
    </message>
    <message>
        <source>Gate</source>
        <translation>Compuerta</translation>
    </message>
    <message>
        <source>A gated unit of transformer MLPs: (w·x + b) ⊙ act(v·x + c)</source>
        <translation>Una unidad con compuerta de los MLP de Transformer: (w·x + b) ⊙ act(v·x + c)</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>simple</translation>
    </message>
    <message>
        <source>Gate weight v₁</source>
        <translation>Peso de compuerta v₁</translation>
    </message>
    <message>
        <source>The gate&apos;s weight of the first input</source>
        <translation>El peso de la compuerta para la primera entrada</translation>
    </message>
    <message>
        <source>Gate weight v₂</source>
        <translation>Peso de compuerta v₂</translation>
    </message>
    <message>
        <source>The gate&apos;s weight of the second input</source>
        <translation>El peso de la compuerta para la segunda entrada</translation>
    </message>
    <message>
        <source>Gate bias c</source>
        <translation>Sesgo de compuerta c</translation>
    </message>
    <message>
        <source>Added to the gate&apos;s sum</source>
        <translation>Se añade a la suma de la compuerta</translation>
    </message>
    <message>
        <source>f</source>
        <translation>f</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unidad</translation>
    </message>
    <message>
        <source>A neuron: $\operatorname{activation}(w_1x_1 + w_2x_2 + b)$</source>
        <translation>Una neurona: $\operatorname{activación}(w_1x_1 + w_2x_2 + b)$</translation>
    </message>
    <message>
        <source>A gated unit: $(w\cdot x + b) \odot \operatorname{act}(v\cdot x + c)$</source>
        <translation>Una unidad con compuerta: $(w\cdot x + b) \odot \operatorname{act}(v\cdot x + c)$</translation>
    </message>
</context>
<context>
    <name>ui::NumberEdit</name>
    <message>
        <source>This box</source>
        <translation>Este campo</translation>
    </message>
    <message>
        <source>%1 needs a value; it stays %2.</source>
        <translation>%1 necesita un valor; se queda en %2.</translation>
    </message>
    <message>
        <source>%1: %2 is outside %3 … %4; it stays %5.</source>
        <translation>%1: %2 está fuera de %3 … %4; se queda en %5.</translation>
    </message>
    <message>
        <source>%1: “%2” is not a number; it stays %3.</source>
        <translation>%1: «%2» no es un número; se queda en %3.</translation>
    </message>
</context>
<context>
    <name>ui::PdfAreaPanel</name>
    <message>
        <source>Normal pdf: the shaded area up to $x$ is $\Phi(x) = P(X \le x)$</source>
        <translation>Densidad normal: el área sombreada hasta $x$ es $\Phi(x) = P(X \le x)$</translation>
    </message>
</context>
<context>
    <name>ui::PlotPanel</name>
    <message>
        <source>x axis from %1 to %2</source>
        <translation>eje x de %1 a %2</translation>
    </message>
</context>
<context>
    <name>ui::PresenterConsole</name>
    <message>
        <source>The audience sees the end of the lecture (← goes back)</source>
        <translation>El público ve el fin de la clase (← vuelve)</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>El paso actual</translation>
    </message>
    <message>
        <source>The next step</source>
        <translation>El paso siguiente</translation>
    </message>
    <message>
        <source>GELU Explorer — presenter console</source>
        <translation>GELU Explorer — consola del presentador</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>fragment %1 of %2</source>
        <translation>fragmento %1 de %2</translation>
    </message>
    <message>
        <source>GELU Explorer — presenter console, step %1 of %2</source>
        <translation>GELU Explorer — consola del presentador, paso %1 de %2</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Siguiente: %1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>paso %1</translation>
    </message>
    <message>
        <source>Next: the end of the deck</source>
        <translation>Siguiente: el final de la presentación</translation>
    </message>
    <message>
        <source>No notes for this step.</source>
        <translation>No hay notas para este paso.</translation>
    </message>
    <message>
        <source>Crowded on the projector: a plot %1 px tall at the smallest type (fewer panels, or a larger screen)</source>
        <translation>Apretado en el proyector: un gráfico de %1 px de alto con la letra más pequeña (menos paneles o una pantalla más grande)</translation>
    </message>
    <message>
        <source>The audience sees this step</source>
        <translation>El público ve este paso</translation>
    </message>
    <message>
        <source>The audience sees a black screen (B)</source>
        <translation>El público ve una pantalla negra (B)</translation>
    </message>
    <message>
        <source>The audience sees a white screen (W)</source>
        <translation>El público ve una pantalla blanca (W)</translation>
    </message>
    <message>
        <source>The audience sees a frozen picture (F)</source>
        <translation>El público ve una imagen congelada (F)</translation>
    </message>
    <message>
        <source>The mouse works the panels</source>
        <translation>El ratón maneja los paneles</translation>
    </message>
    <message>
        <source>Laser pointer</source>
        <translation>Puntero láser</translation>
    </message>
    <message>
        <source>Pen %1, fading</source>
        <translation>Lápiz %1, que se desvanece</translation>
    </message>
    <message>
        <source>Pen %1</source>
        <translation>Lápiz %1</translation>
    </message>
    <message>
        <source>Go to step: %1_</source>
        <translation>Ir al paso: %1_</translation>
    </message>
    <message>
        <source>? keys</source>
        <translation>? teclas</translation>
    </message>
    <message>
        <source>%1 left of %2</source>
        <translation>quedan %1 de %2</translation>
    </message>
    <message>
        <source>%1 over the %2 planned</source>
        <translation>%1 más de los %2 previstos</translation>
    </message>
    <message>
        <source>This step %1 of %2</source>
        <translation>Este paso %1 de %2</translation>
    </message>
    <message>
        <source>This step %1</source>
        <translation>Este paso %1</translation>
    </message>
    <message>
        <source>%1 behind the plan</source>
        <translation>%1 de retraso sobre el plan</translation>
    </message>
    <message>
        <source>%1 ahead of the plan</source>
        <translation>%1 de adelanto sobre el plan</translation>
    </message>
    <message>
        <source>On time</source>
        <translation>A tiempo</translation>
    </message>
    <message>
        <source>The last step</source>
        <translation>El último paso</translation>
    </message>
    <message>
        <source>This step %1 over</source>
        <translation>Este paso: %1 de más</translation>
    </message>
    <message>
        <source>The network the room joins on (remembered)</source>
        <translation>La red por la que se une la sala (se recuerda)</translation>
    </message>
    <message>
        <source>Join code on screen (J)</source>
        <translation>Código de acceso en pantalla (J)</translation>
    </message>
    <message>
        <source>this computer only</source>
        <translation>solo este ordenador</translation>
    </message>
    <message>
        <source>Stop sharing (R)</source>
        <translation>Dejar de compartir (R)</translation>
    </message>
    <message>
        <source>Share with the room (R)</source>
        <translation>Compartir con la sala (R)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n following</source>
        <translation>
            <numerusform>%1 · %n sigue</numerusform>
            <numerusform>%1 · %n siguen</numerusform>
        </translation>
    </message>
    <message>
        <source>Not shared</source>
        <translation>Sin compartir</translation>
    </message>
    <message>
        <source>Next: fragment %1 of %2</source>
        <translation>Siguiente: fragmento %1 de %2</translation>
    </message>
    <message>
        <source>Save answers…</source>
        <translation>Guardar respuestas…</translation>
    </message>
    <message>
        <source>answered: %1, shown (A hides)</source>
        <translation>respuestas: %1, mostradas (A oculta)</translation>
    </message>
    <message>
        <source>answered: %1 (A reveals)</source>
        <translation>respuestas: %1 (A muestra)</translation>
    </message>
    <message>
        <source>Save the room&apos;s answers</source>
        <translation>Guardar las respuestas de la sala</translation>
    </message>
    <message>
        <source>answers.csv</source>
        <translation>respuestas.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Answers saved to %1</source>
        <translation>Respuestas guardadas en %1</translation>
    </message>
    <message>
        <source>The room&apos;s answers to every question so far, as CSV (anonymous; they are kept nowhere else and end with the talk)</source>
        <translation>Las respuestas de la sala a todas las preguntas hasta ahora, en CSV (anónimas; no se guardan en ningún otro lugar y terminan con la charla)</translation>
    </message>
</context>
<context>
    <name>ui::PresentingSession</name>
    <message>
        <source>B or .  W</source>
        <translation>B o .  W</translation>
    </message>
    <message>
        <source>→  Space  PageDown</source>
        <translation>→  Espacio  AvPág</translation>
    </message>
    <message>
        <source>next fragment or step</source>
        <translation>siguiente fragmento o paso</translation>
    </message>
    <message>
        <source>←  Backspace  PageUp</source>
        <translation>←  Retroceso  RePág</translation>
    </message>
    <message>
        <source>back</source>
        <translation>atrás</translation>
    </message>
    <message>
        <source>Home  End</source>
        <translation>Inicio  Fin</translation>
    </message>
    <message>
        <source>first, last step</source>
        <translation>primer, último paso</translation>
    </message>
    <message>
        <source>G, a number, Enter</source>
        <translation>G, un número, Intro</translation>
    </message>
    <message>
        <source>go to a step (the audience sees none between)</source>
        <translation>ir a un paso (el público no ve ninguno intermedio)</translation>
    </message>
    <message>
        <source>play or pause what the step plays</source>
        <translation>reproducir o pausar lo que reproduce el paso</translation>
    </message>
    <message>
        <source>move x</source>
        <translation>mover x</translation>
    </message>
    <message>
        <source>black, white screen (again: back)</source>
        <translation>pantalla negra, blanca (otra vez: volver)</translation>
    </message>
    <message>
        <source>freeze the audience&apos;s picture while you move on</source>
        <translation>congelar la imagen del público mientras usted avanza</translation>
    </message>
    <message>
        <source>pen in colour n, laser pointer, the mouse works the panels</source>
        <translation>lápiz de color n, puntero láser, el ratón maneja los paneles</translation>
    </message>
    <message>
        <source>ink fades or stays, clear the ink</source>
        <translation>la tinta se desvanece o permanece, borrar la tinta</translation>
    </message>
    <message>
        <source>swap the screens, the console as a window (one screen)</source>
        <translation>intercambiar las pantallas, la consola como ventana (una pantalla)</translation>
    </message>
    <message>
        <source>restart the timer, the key hints</source>
        <translation>reiniciar el cronómetro, las ayudas de teclas</translation>
    </message>
    <message>
        <source>leave presenting</source>
        <translation>salir de la presentación</translation>
    </message>
    <message>
        <source>these keys</source>
        <translation>estas teclas</translation>
    </message>
    <message>
        <source>Go to step: %1_  (Enter goes, Esc cancels)</source>
        <translation>Ir al paso: %1_  (Intro va, Esc cancela)</translation>
    </message>
    <message>
        <source>scroll the notes</source>
        <translation>desplazar las notas</translation>
    </message>
    <message>
        <source>Share with the room</source>
        <translation>Compartir con la sala</translation>
    </message>
    <message>
        <source>share with the room (again: stop), its join code on the screen</source>
        <translation>compartir con la sala (otra vez: parar), su código de acceso en pantalla</translation>
    </message>
    <message>
        <source>reveal the room&apos;s answers to the step&apos;s question (again: hide)</source>
        <translation>mostrar las respuestas de la sala a la pregunta del paso (otra vez: ocultar)</translation>
    </message>
</context>
<context>
    <name>ui::PropagationPanel</name>
    <message>
        <source>Signal propagation: a Gaussian through f, and through a deep random network</source>
        <translation>Propagación de la señal: una gaussiana a través de f y de una red profunda aleatoria</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>Ganancia</translation>
    </message>
    <message>
        <source>The weights&apos; gain g: weights N(0, g²/width)</source>
        <translation>La ganancia g de los pesos: pesos N(0, g²/anchura)</translation>
    </message>
    <message>
        <source>Custom gain</source>
        <translation>Ganancia personalizada</translation>
    </message>
    <message>
        <source>The gain g when the rule is custom</source>
        <translation>La ganancia g cuando la regla es «personalizado»</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Layers after the input</source>
        <translation>Capas tras la entrada</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Anchura</translation>
    </message>
    <message>
        <source>Units per layer</source>
        <translation>Unidades por capa</translation>
    </message>
    <message>
        <source>g</source>
        <translation>g</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>profundidad</translation>
    </message>
    <message>
        <source>width</source>
        <translation>anchura</translation>
    </message>
    <message>
        <source>layer $l$</source>
        <translation>capa $l$</translation>
    </message>
    <message>
        <source>variance $q_l$</source>
        <translation>varianza $q_l$</translation>
    </message>
    <message>
        <source>%1 draws</source>
        <translation>%1 extracciones</translation>
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
        <translation>densidad</translation>
    </message>
    <message>
        <source>pre-activation $h$</source>
        <translation>preactivación $h$</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>capa</translation>
    </message>
    <message>
        <source>The variance map $q \mapsto g^2\,\mathrm{E}[f(\sqrt{q}\,Z)^2]%1$</source>
        <translation>La aplicación de varianza $q \mapsto g^2\,\mathrm{E}[f(\sqrt{q}\,Z)^2]%1$</translation>
    </message>
    <message>
        <source>Variance by layer: width %1 (dots), theory (lines)</source>
        <translation>Varianza por capa: anchura %1 (puntos), teoría (líneas)</translation>
    </message>
    <message>
        <source>%1 of %2: mean $%3$, $\mathrm{E}[f^2]$ $%4$, gain $%5$</source>
        <translation>%1 de %2: media $%3$, $\mathrm{E}[f^2]$ $%4$, ganancia $%5$</translation>
    </message>
    <message>
        <source>%1: pre-activations by layer</source>
        <translation>%1: preactivaciones por capa</translation>
    </message>
    <message>
        <source>%1 at gain %2: variance %3 after %4 layers (theory %5); mean %6, E[f²] %7 for %8</source>
        <translation>%1 con ganancia %2: varianza %3 tras %4 capas (teoría %5); media %6, E[f²] %7 para %8</translation>
    </message>
    <message>
        <source>He: √2</source>
        <translation>He: √2</translation>
    </message>
    <message>
        <source>second moment: 1/√E[f(Z)²]</source>
        <translation>segundo momento: 1/√E[f(Z)²]</translation>
    </message>
    <message>
        <source>Xavier: 1</source>
        <translation>Xavier: 1</translation>
    </message>
    <message>
        <source>PyTorch default: 1/√3</source>
        <translation>predeterminado de PyTorch: 1/√3</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>personalizado</translation>
    </message>
    <message>
        <source>%1, theory</source>
        <translation>%1, teoría</translation>
    </message>
    <message>
        <source>%1, width %2</source>
        <translation>%1, anchura %2</translation>
    </message>
    <message>
        <source>Signal propagation</source>
        <translation>Propagación de la señal</translation>
    </message>
    <message>
        <source>layer %1
h = %2
mean %3, variance %4</source>
        <translation>capa %1
h = %2
media %3, varianza %4</translation>
    </message>
</context>
<context>
    <name>ui::QuestionEditor</name>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>A point on a curve</source>
        <translation>Un punto sobre una curva</translation>
    </message>
    <message>
        <source>A number</source>
        <translation>Un número</translation>
    </message>
    <message>
        <source>One of several choices</source>
        <translation>Una de varias opciones</translation>
    </message>
    <message>
        <source>What the room answers on their devices while the lecture is shared</source>
        <translation>Lo que la sala responde en sus dispositivos mientras se comparte la clase</translation>
    </message>
    <message>
        <source>Where is GELU smallest?</source>
        <translation>¿Dónde es GELU mínima?</translation>
    </message>
    <message>
        <source>The curve the room places its points on</source>
        <translation>La curva sobre la que la sala coloca sus puntos</translation>
    </message>
    <message>
        <source>A formula of x at the step&apos;s x (Phi(1), 0.5, gelu(x)); for a point also minimum or maximum; empty: no right answer</source>
        <translation>Una fórmula de x en la x del paso (Phi(1), 0.5, gelu(x)); para un punto también minimum o maximum; vacío: sin respuesta correcta</translation>
    </message>
    <message>
        <source>One choice a line (2 to 6)</source>
        <translation>Una opción por línea (de 2 a 6)</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automática</translation>
    </message>
    <message>
        <source>How far from the right answer still counts as right</source>
        <translation>Qué distancia de la respuesta correcta aún cuenta como correcta</translation>
    </message>
    <message>
        <source>&amp;Question:</source>
        <translation>Pregun&amp;ta:</translation>
    </message>
    <message>
        <source>Asks:</source>
        <translation>Pregunta:</translation>
    </message>
    <message>
        <source>On the curve:</source>
        <translation>Sobre la curva:</translation>
    </message>
    <message>
        <source>Right answer:</source>
        <translation>Respuesta correcta:</translation>
    </message>
    <message>
        <source>Choices:</source>
        <translation>Opciones:</translation>
    </message>
    <message>
        <source>Right choice:</source>
        <translation>Opción correcta:</translation>
    </message>
    <message>
        <source>Counts as right within:</source>
        <translation>Correcta dentro de:</translation>
    </message>
    <message>
        <source>Right: x = %1 (within ±%2)</source>
        <translation>Correcta: x = %1 (dentro de ±%2)</translation>
    </message>
    <message>
        <source>Right: %1 (within ±%2)</source>
        <translation>Correcta: %1 (dentro de ±%2)</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Correcta: %1</translation>
    </message>
    <message>
        <source>No right answer: the room&apos;s answers are shown as they are</source>
        <translation>Sin respuesta correcta: las respuestas de la sala se muestran tal cual</translation>
    </message>
    <message>
        <source>The question as the room reads it on their devices</source>
        <translation>La pregunta tal como la sala la lee en sus dispositivos</translation>
    </message>
    <message>
        <source>The answers the room picks from, one a line</source>
        <translation>Las respuestas entre las que elige la sala, una por línea</translation>
    </message>
    <message>
        <source>The choice marked right when the answers are shown</source>
        <translation>La opción marcada como correcta al mostrar las respuestas</translation>
    </message>
</context>
<context>
    <name>ui::SceneDocument</name>
    <message>
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
    <message>
        <source>%1[*] — GELU Explorer</source>
        <translation>%1[*] — GELU Explorer</translation>
    </message>
    <message>
        <source>Cannot open the scene</source>
        <translation>No se puede abrir la escena</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Se abrió %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Se guardó %1</translation>
    </message>
    <message>
        <source>Cannot save the scene</source>
        <translation>No se puede guardar la escena</translation>
    </message>
    <message>
        <source>Save scene</source>
        <translation>Guardar escena</translation>
    </message>
    <message>
        <source>GELU Explorer scenes (*%1)</source>
        <translation>Escenas de GELU Explorer (*%1)</translation>
    </message>
    <message>
        <source>The scene has unsaved changes.</source>
        <translation>La escena tiene cambios sin guardar.</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>Abrir escena</translation>
    </message>
    <message>
        <source>GELU Explorer scenes, figures and web pages (*%1 *.png *.svg *.html);;All files (*)</source>
        <translation>Escenas, figuras y páginas web de GELU Explorer (*%1 *.png *.svg *.html);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>ui::SceneHistory</name>
    <message>
        <source>Move x</source>
        <translation>Mover x</translation>
    </message>
    <message>
        <source>Change the shape (μ, σ, α, β, slope, λ)</source>
        <translation>Cambiar los parámetros de forma (μ, σ, α, β, pendiente, λ)</translation>
    </message>
    <message>
        <source>Show or hide curves</source>
        <translation>Mostrar u ocultar curvas</translation>
    </message>
    <message>
        <source>Change the range</source>
        <translation>Cambiar el rango</translation>
    </message>
    <message>
        <source>Change the simulation</source>
        <translation>Cambiar la simulación</translation>
    </message>
    <message>
        <source>Change the neuron</source>
        <translation>Cambiar la neurona</translation>
    </message>
    <message>
        <source>Change the scene</source>
        <translation>Cambiar la escena</translation>
    </message>
    <message>
        <source>Change the deep network</source>
        <translation>Cambiar la red profunda</translation>
    </message>
    <message>
        <source>Change the number format</source>
        <translation>Cambiar el formato numérico</translation>
    </message>
    <message>
        <source>Change the training</source>
        <translation>Cambiar el entrenamiento</translation>
    </message>
    <message>
        <source>Change a formula&apos;s parameter</source>
        <translation>Cambiar un parámetro de una fórmula</translation>
    </message>
    <message>
        <source>Change the formulas</source>
        <translation>Cambiar las fórmulas</translation>
    </message>
</context>
<context>
    <name>ui::SeedEdit</name>
    <message>
        <source>Seed: %1 is beyond 18446744073709551615; it stays %2.</source>
        <translation>Semilla: %1 supera 18446744073709551615; se queda en %2.</translation>
    </message>
    <message>
        <source>Any whole number from 0 to 18446744073709551615</source>
        <translation>Cualquier número entero de 0 a 18446744073709551615</translation>
    </message>
</context>
<context>
    <name>ui::SeedRepeatDialog</name>
    <message>
        <source>a second</source>
        <translation>un segundo</translation>
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
        <translation>Repetir con varias semillas</translation>
    </message>
    <message>
        <source>One run shows one draw. Each seed draws new data, initial weights and batches, the same for every activation; the spread over seeds says whether a difference holds.</source>
        <translation>Una ejecución muestra un sorteo. Cada semilla sortea datos, pesos iniciales y lotes nuevos, los mismos para cada activación; la dispersión entre semillas dice si una diferencia se sostiene.</translation>
    </message>
    <message>
        <source>&amp;Seeds</source>
        <translation>&amp;Semillas</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Semillas</translation>
    </message>
    <message>
        <source>How many runs, each from its own seed</source>
        <translation>Cuántas ejecuciones, cada una con su semilla</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ejecutar</translation>
    </message>
    <message>
        <source>%v of %m seeds</source>
        <translation>%v de %m semillas</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>Guardar como CSV…</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1, %2 points, hidden layers %3, %4 at rate %5, %6 epochs; seeds %7 to %8.</source>
        <translation>%1, %2 puntos, capas ocultas %3, %4 con tasa %5, %6 épocas; semillas %7 a %8.</translation>
    </message>
    <message>
        <source>SGD with momentum 0.9</source>
        <translation>SGD con momento 0,9</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>como mucho %1</translation>
    </message>
    <message>
        <source>%1 seeds would take more than an hour: at most %2, or fewer epochs or a smaller network.</source>
        <translation>%1 semillas tardarían más de una hora: como mucho %2, o menos épocas o una red más pequeña.</translation>
    </message>
    <message>
        <source>%1 seeds would take more than an hour: fewer epochs or a smaller network.</source>
        <translation>%1 semillas tardarían más de una hora: menos épocas o una red más pequeña.</translation>
    </message>
    <message>
        <source>The training&apos;s settings changed since these runs: Run again to repeat the run shown now.</source>
        <translation>Los ajustes del entrenamiento cambiaron desde estas ejecuciones: ejecute de nuevo para repetir la que se muestra ahora.</translation>
    </message>
    <message>
        <source>Training the first seed…</source>
        <translation>Entrenando la primera semilla…</translation>
    </message>
    <message>
        <source>Run to train every activation once per seed.</source>
        <translation>Ejecute para entrenar cada activación una vez por semilla.</translation>
    </message>
    <message>
        <source>test accuracy (%)</source>
        <translation>precisión de prueba (%)</translation>
    </message>
    <message>
        <source>test loss</source>
        <translation>pérdida de prueba</translation>
    </message>
    <message>
        <source>test loss (×%1)</source>
        <translation>pérdida de prueba (×%1)</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Activación</translation>
    </message>
    <message>
        <source>Test accuracy (%)</source>
        <translation>Precisión de prueba (%)</translation>
    </message>
    <message>
        <source>Test loss</source>
        <translation>Pérdida de prueba</translation>
    </message>
    <message>
        <source>Test loss (×%1)</source>
        <translation>Pérdida de prueba (×%1)</translation>
    </message>
    <message>
        <source>Least – greatest</source>
        <translation>Mínimo – máximo</translation>
    </message>
    <message>
        <source>Difference to %1 (points)</source>
        <translation>Diferencia con %1 (puntos)</translation>
    </message>
    <message>
        <source>Difference to %1</source>
        <translation>Diferencia con %1</translation>
    </message>
    <message>
        <source>Difference to %1 (×%2)</source>
        <translation>Diferencia con %1 (×%2)</translation>
    </message>
    <message>
        <source>Dead units</source>
        <translation>Unidades muertas</translation>
    </message>
    <message>
        <source>Runs with dead units</source>
        <translation>Ejecuciones con unidades muertas</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>%1 (at most %2)</source>
        <translation>%1 (como mucho %2)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>; %1 diverged</source>
        <translation>; %1 divergieron</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>De&amp;tener</translation>
    </message>
    <message>
        <source>Save the seeds&apos; runs</source>
        <translation>Guardar las ejecuciones de las semillas</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Guardado en %1.</translation>
    </message>
    <message>
        <source>A seed could not be trained (memory short?): the repeat ended early.</source>
        <translation>No se pudo entrenar una semilla (¿falta memoria?): la repetición terminó antes.</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 seeds.</source>
        <translation>Detenido tras %1 de %2 semillas.</translation>
    </message>
    <message>
        <source>Dots: each seed&apos;s test accuracy after the last epoch; bars: the mean ± one standard deviation, the runs&apos; spread.</source>
        <translation>Puntos: la precisión de prueba de cada semilla tras la última época; barras: la media ± una desviación típica, la dispersión de las ejecuciones.</translation>
    </message>
    <message>
        <source>Dots: each seed&apos;s test loss after the last epoch; bars: the mean ± one standard deviation, the runs&apos; spread.</source>
        <translation>Puntos: la pérdida de prueba de cada semilla tras la última época; barras: la media ± una desviación típica, la dispersión de las ejecuciones.</translation>
    </message>
    <message>
        <source>The difference to the first activation is taken seed by seed (the same data and start for both); where its 95% interval holds 0 the runs show no difference.</source>
        <translation>La diferencia con la primera activación se toma semilla a semilla (los mismos datos y el mismo inicio para ambas); donde su intervalo del 95 % contiene el 0, las ejecuciones no muestran diferencia.</translation>
    </message>
    <message>
        <source>The runs show</source>
        <translation>Las ejecuciones muestran</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 a %3)</translation>
    </message>
    <message>
        <source>no difference shown</source>
        <translation>ninguna diferencia</translation>
    </message>
    <message>
        <source>%1 ahead</source>
        <translation>%1 por delante</translation>
    </message>
</context>
<context>
    <name>ui::StepVideosDialog</name>
    <message>
        <source>Export step videos</source>
        <translation>Exportar vídeos de los pasos</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>Export a video per step into</source>
        <translation>Exportar un vídeo por paso en</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Carpeta:</translation>
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
        <translation>El tamaño del proyector o de las diapositivas en las que irán los vídeos</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Tamaño:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>Te&amp;ma:</translation>
    </message>
    <message>
        <source>Choose a folder for the videos.</source>
        <translation>Elija una carpeta para los vídeos.</translation>
    </message>
</context>
<context>
    <name>ui::StepsDock</name>
    <message>
        <source>This step&apos;s fragments change the scene as they appear: it is retaken by editing its deck file</source>
        <translation>Los fragmentos de este paso cambian la escena al aparecer: se cambia editando su archivo de presentación</translation>
    </message>
    <message>
        <source>Short title: the step list, the console, handouts</source>
        <translation>Título breve: la lista de pasos, la consola, los folletos</translation>
    </message>
    <message>
        <source>One sentence on the slide; $\Phi(x)$ is typeset</source>
        <translation>Una frase en la diapositiva; $\Phi(x)$ se compone</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>p. ej. %1</translation>
    </message>
    <message>
        <source>&amp;Retake the current view</source>
        <translation>&amp;Retomar la vista actual</translation>
    </message>
    <message>
        <source>The selected step shows the window&apos;s view as it is now: its panels, x, curves and settings (its texts, play and question stay)</source>
        <translation>El paso elegido muestra la vista de la ventana tal como está: paneles, x, curvas y ajustes (sus textos, reproducción y pregunta se mantienen)</translation>
    </message>
    <message>
        <source>Replace the step&apos;s view</source>
        <translation>Reemplazar la vista del paso</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>The deck&apos;s title</source>
        <translation>Título de la presentación</translation>
    </message>
    <message>
        <source>&amp;Add the current view as a step</source>
        <translation>&amp;Añadir la vista actual como paso</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicar</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>E&amp;liminar</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Ba&amp;jar</translation>
    </message>
    <message>
        <source>What you want to say (only you see it)</source>
        <translation>Lo que quiere decir (solo usted lo ve)</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nada</translation>
    </message>
    <message>
        <source>The simulation</source>
        <translation>La simulación</translation>
    </message>
    <message>
        <source>A sweep of x</source>
        <translation>Un barrido de x</translation>
    </message>
    <message>
        <source>The training</source>
        <translation>El entrenamiento</translation>
    </message>
    <message>
        <source>not timed</source>
        <translation>sin tiempo</translation>
    </message>
    <message>
        <source>Kept in the deck; skipped when presenting, in handouts and videos</source>
        <translation>Se conserva en la presentación; se omite al presentar, en apuntes y vídeos</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Título:</translation>
    </message>
    <message>
        <source>&amp;Caption:</source>
        <translation>&amp;Leyenda:</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Notas:</translation>
    </message>
    <message>
        <source>&amp;Minutes:</source>
        <translation>&amp;Minutos:</translation>
    </message>
    <message>
        <source>Edit the notes</source>
        <translation>Editar las notas</translation>
    </message>
    <message>
        <source>Rename the deck</source>
        <translation>Renombrar la presentación</translation>
    </message>
    <message>
        <source>Edit the title</source>
        <translation>Editar el título</translation>
    </message>
    <message>
        <source>Edit the caption</source>
        <translation>Editar la leyenda</translation>
    </message>
    <message>
        <source>Edit the formula</source>
        <translation>Editar la fórmula</translation>
    </message>
    <message>
        <source>Change what P plays</source>
        <translation>Cambiar lo que reproduce P</translation>
    </message>
    <message>
        <source>Change the minutes</source>
        <translation>Cambiar los minutos</translation>
    </message>
    <message>
        <source>Hide or show the step</source>
        <translation>Ocultar o mostrar el paso</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Paso %1</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(oculto)</translation>
    </message>
    <message>
        <source>Add a step</source>
        <translation>Añadir un paso</translation>
    </message>
    <message>
        <source>Duplicate the step</source>
        <translation>Duplicar el paso</translation>
    </message>
    <message>
        <source>Delete the step</source>
        <translation>Eliminar el paso</translation>
    </message>
    <message>
        <source>Reorder the steps</source>
        <translation>Reordenar los pasos</translation>
    </message>
    <message>
        <source>Shown on the handout&apos;s pages</source>
        <translation>Se muestra en las páginas de los apuntes</translation>
    </message>
    <message>
        <source>A new step after the selected one: the panels on screen and the scene as it is now</source>
        <translation>Un paso nuevo tras el seleccionado: los paneles en pantalla y la escena tal como está</translation>
    </message>
    <message>
        <source>A copy of the selected step, after it</source>
        <translation>Una copia del paso seleccionado, tras él</translation>
    </message>
    <message>
        <source>Removes the selected step (undo brings it back)</source>
        <translation>Elimina el paso seleccionado (deshacer lo recupera)</translation>
    </message>
    <message>
        <source>Moves the selected step one place earlier (or drag it in the list)</source>
        <translation>Adelanta el paso seleccionado un puesto (o arrástrelo en la lista)</translation>
    </message>
    <message>
        <source>Moves the selected step one place later (or drag it in the list)</source>
        <translation>Retrasa el paso seleccionado un puesto (o arrástrelo en la lista)</translation>
    </message>
    <message>
        <source>Undoes the last edit of the deck (Ctrl+Z in this panel)</source>
        <translation>Deshace la última edición de la presentación (Ctrl+Z en este panel)</translation>
    </message>
    <message>
        <source>Redoes the edit of the deck undone last</source>
        <translation>Rehace la última edición deshecha de la presentación</translation>
    </message>
    <message>
        <source>Short: the steps list, the handout&apos;s heading, the video&apos;s file name</source>
        <translation>Breve: la lista de pasos, el encabezado de los apuntes, el nombre del vídeo</translation>
    </message>
    <message>
        <source>One sentence the audience reads</source>
        <translation>Una frase que lee el público</translation>
    </message>
    <message>
        <source>TeX, shown as it reads below while you type</source>
        <translation>TeX, mostrado debajo tal como se lee mientras escribe</translation>
    </message>
    <message>
        <source>The presenter&apos;s notes: printed on the handout, never shown to the room</source>
        <translation>Las notas del presentador: impresas en los apuntes, nunca mostradas a la sala</translation>
    </message>
    <message>
        <source>What P does while this step is shown</source>
        <translation>Lo que hace P mientras se muestra este paso</translation>
    </message>
    <message>
        <source>The time you plan for this step</source>
        <translation>El tiempo que planea para este paso</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Edit the step</source>
        <translation>Editar el paso</translation>
    </message>
    <message>
        <source>Move u&amp;p</source>
        <translation>S&amp;ubir</translation>
    </message>
    <message>
        <source>H&amp;idden</source>
        <translation>Ocu&amp;lto</translation>
    </message>
    <message>
        <source>F&amp;ormula (TeX):</source>
        <translation>F&amp;órmula (TeX):</translation>
    </message>
    <message>
        <source>P pla&amp;ys:</source>
        <translation>P rep&amp;roduce:</translation>
    </message>
    <message>
        <source>The panels this step shows (one to four)</source>
        <translation>Los paneles que muestra este paso (de uno a cuatro)</translation>
    </message>
    <message>
        <source>The step&apos;s panels</source>
        <translation>Los paneles del paso</translation>
    </message>
    <message>
        <source>Panels:</source>
        <translation>Paneles:</translation>
    </message>
    <message>
        <source>Change the step&apos;s panels</source>
        <translation>Cambiar los paneles del paso</translation>
    </message>
    <message>
        <source>For the room</source>
        <translation>Para la sala</translation>
    </message>
    <message>
        <source>Edit the question</source>
        <translation>Editar la pregunta</translation>
    </message>
    <message>
        <source>No steps yet. Set the window up as the first step should look — its view, panels, x and curves — then add it as a step.</source>
        <translation>Aún no hay pasos. Prepare la ventana como debe verse el primer paso —su vista, paneles, x y curvas— y añádala como paso.</translation>
    </message>
    <message>
        <source>The panels this step shows (one to four): %1</source>
        <translation>Los paneles que muestra este paso (de uno a cuatro): %1</translation>
    </message>
    <message>
        <source>Click a step to show it in the window and edit it here.</source>
        <translation>Haga clic en un paso para mostrarlo en la ventana y editarlo aquí.</translation>
    </message>
    <message>
        <source>Present from this step</source>
        <translation>Presentar desde este paso</translation>
    </message>
    <message>
        <source>Lecture mode from the step selected (F5 starts where the last presenting stopped, else at step 1)</source>
        <translation>Modo de clase desde el paso seleccionado (F5 empieza donde terminó la última presentación, si no en el paso 1)</translation>
    </message>
    <message>
        <source>Deck: %1</source>
        <translation>Presentación: %1</translation>
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
        <translation>&amp;Saltar el recorrido</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Siguiente</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Hecho</translation>
    </message>
</context>
<context>
    <name>ui::TrainingPanel</name>
    <message>
        <source>%1 test</source>
        <translation>%1 prueba</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>círculo</translation>
    </message>
    <message>
        <source>xor</source>
        <translation>XOR</translation>
    </message>
    <message>
        <source>two gaussians</source>
        <translation>dos gaussianas</translation>
    </message>
    <message>
        <source>spiral</source>
        <translation>espiral</translation>
    </message>
    <message>
        <source>regression: sin 3x</source>
        <translation>regresión: sin 3x</translation>
    </message>
    <message>
        <source>Training: the same network, data and initial weights, one activation each</source>
        <translation>Entrenamiento: la misma red, los mismos datos y pesos iniciales, una activación cada una</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Train the networks, or pause them</source>
        <translation>Entrenar las redes o pausarlas</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Train %1 epochs more</source>
        <translation>Entrenar %1 épocas más</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Back to the initial weights (epoch 0)</source>
        <translation>Volver a los pesos iniciales (época 0)</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Épocas</translation>
    </message>
    <message>
        <source>Where playing stops</source>
        <translation>Dónde se detiene la reproducción</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Network settings</source>
        <translation>Ajustes de la red</translation>
    </message>
    <message>
        <source>Show the data, hidden layers, learning rate and optimizer</source>
        <translation>Mostrar los datos, las capas ocultas, la tasa de aprendizaje y el optimizador</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activaciones</translation>
    </message>
    <message>
        <source>Activation %1</source>
        <translation>Activación %1</translation>
    </message>
    <message>
        <source>The hidden layers&apos; activation of network %1</source>
        <translation>La activación de las capas ocultas de la red %1</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Datos</translation>
    </message>
    <message>
        <source>The data set the networks learn</source>
        <translation>El conjunto de datos que aprenden las redes</translation>
    </message>
    <message>
        <source>Noise</source>
        <translation>Ruido</translation>
    </message>
    <message>
        <source>The standard deviation of the noise on the data</source>
        <translation>La desviación típica del ruido en los datos</translation>
    </message>
    <message>
        <source>Hidden layers</source>
        <translation>Capas ocultas</translation>
    </message>
    <message>
        <source>Units per hidden layer, comma-separated: 1 to 6 layers of 1 to 64</source>
        <translation>Unidades por capa oculta, separadas por comas: de 1 a 6 capas de 1 a 64</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Tasa de aprendizaje</translation>
    </message>
    <message>
        <source>The optimizer&apos;s step size</source>
        <translation>El tamaño de paso del optimizador</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>SGD, momentum 0.9</source>
        <translation>SGD, momento 0,9</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizador</translation>
    </message>
    <message>
        <source>Adam, or SGD with momentum</source>
        <translation>Adam, o SGD con momento</translation>
    </message>
    <message>
        <source>data</source>
        <translation>datos</translation>
    </message>
    <message>
        <source>noise</source>
        <translation>ruido</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>ocultas</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>tasa</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>optimizador</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>%1: %2 test accuracy</source>
        <translation>%1: %2 de precisión de prueba</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: loss %2</source>
        <translation>%1: pérdida %2</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <source>%1 test accuracy %2, loss %3, dead units %4</source>
        <translation>%1 precisión de prueba %2, pérdida %3, unidades muertas %4</translation>
    </message>
    <message>
        <source>%1 test loss %2, dead units %3</source>
        <translation>%1 pérdida de prueba %2, unidades muertas %3</translation>
    </message>
    <message>
        <source>Epoch %1 of %2: %3</source>
        <translation>Época %1 de %2: %3</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>lo más rápido</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Epochs a second while playing</source>
        <translation>Épocas por segundo durante la reproducción</translation>
    </message>
    <message>
        <source>%1 dead units</source>
        <translation>%1 unidades muertas</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source> epochs</source>
        <translation> épocas</translation>
    </message>
    <message>
        <source>cross-entropy</source>
        <translation>entropía cruzada</translation>
    </message>
    <message>
        <source>squared error</source>
        <translation>error cuadrático</translation>
    </message>
    <message>
        <source>Loss, epoch %1 of %2 (dashed: test)</source>
        <translation>Pérdida, época %1 de %2 (discontinua: prueba)</translation>
    </message>
    <message>
        <source>Loss, epoch %1 (dashed: test)</source>
        <translation>Pérdida, época %1 (discontinua: prueba)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>The data, the initial weights and the batches: another seed, another run</source>
        <translation>Los datos, los pesos iniciales y los lotes: otra semilla, otra ejecución</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>semilla</translation>
    </message>
    <message>
        <source>%1: P(green)</source>
        <translation>%1: P(verde)</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Repeat over seeds…</source>
        <translation>Varias semillas…</translation>
    </message>
    <message>
        <source>Repeat over seeds</source>
        <translation>Repetir con varias semillas</translation>
    </message>
    <message>
        <source>Train this run again over several seeds: each activation&apos;s test accuracy and dead units with their spread</source>
        <translation>Entrenar de nuevo con varias semillas: la precisión de prueba y las unidades muertas de cada activación con su dispersión</translation>
    </message>
    <message>
        <source>epoch %1</source>
        <translation>época %1</translation>
    </message>
    <message>
        <source>%1: training %2, test %3</source>
        <translation>%1: entrenamiento %2, prueba %3</translation>
    </message>
</context>
<context>
    <name>ui::ViewArea</name>
    <message>
        <source>Views</source>
        <translation>Vistas</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Paneles</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Paneles</translation>
    </message>
    <message>
        <source>Choose this view&apos;s panels (up to %1)</source>
        <translation>Elegir los paneles de esta vista (hasta %1)</translation>
    </message>
    <message>
        <source>Save view…</source>
        <translation>Guardar vista…</translation>
    </message>
    <message>
        <source>Keep these panels as a view of your own, saved with the scene</source>
        <translation>Guardar estos paneles como una vista propia, guardada con la escena</translation>
    </message>
    <message>
        <source>Remove view &quot;%1&quot;</source>
        <translation>Quitar la vista «%1»</translation>
    </message>
    <message>
        <source>Save view</source>
        <translation>Guardar vista</translation>
    </message>
    <message>
        <source>Name of the view:</source>
        <translation>Nombre de la vista:</translation>
    </message>
    <message>
        <source>A view needs a name of 1 to %1 characters that no built-in view has, and at most %2 views of your own.</source>
        <translation>Una vista necesita un nombre de 1 a %1 caracteres que ninguna vista integrada tenga, y como máximo %2 vistas propias.</translation>
    </message>
    <message>
        <source>This panel needs %1 × %2 pixels to be legible: scroll to see all of it, or make the window larger.</source>
        <translation>Este panel necesita %1 × %2 píxeles para ser legible: desplácese para verlo entero o agrande la ventana.</translation>
    </message>
    <message>
        <source>These panels need %1 × %2 pixels side by side: they are stacked — scroll, make the window larger or choose fewer panels.</source>
        <translation>Estos paneles necesitan %1 × %2 píxeles lado a lado: están apilados; desplácese, agrande la ventana o elija menos paneles.</translation>
    </message>
    <message>
        <source>Shows other panels than its own (%1): click to show them again</source>
        <translation>Muestra otros paneles que los suyos (%1): haga clic para volver a mostrarlos</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <comment>a view showing other panels</comment>
        <translation>%1 (cambiada)</translation>
    </message>
</context>
<context>
    <name>ui::WebExportDialog</name>
    <message>
        <source>Export for web</source>
        <translation>Exportar para la web</translation>
    </message>
    <message>
        <source>One file that runs offline in any browser, from a USB stick or a course page too: students move x, play and explore it live.</source>
        <translation>Un archivo que funciona sin conexión en cualquier navegador, también desde una memoria USB o una página del curso: los estudiantes mueven x, reproducen y exploran en vivo.</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Página web (*.html)</translation>
    </message>
    <message>
        <source>The window&apos;s &amp;scene, as it is now</source>
        <translation>La e&amp;scena de la ventana, tal como está</translation>
    </message>
    <message>
        <source>The &amp;deck, presented step by step (steps: %1)</source>
        <translation>La &amp;presentación, paso a paso (pasos: %1)</translation>
    </message>
    <message>
        <source>The &amp;deck (it has no steps yet)</source>
        <translation>La &amp;presentación (aún no tiene pasos)</translation>
    </message>
    <message>
        <source>The page holds:</source>
        <translation>La página contiene:</translation>
    </message>
    <message>
        <source>Leave the right &amp;answers of the deck&apos;s questions out</source>
        <translation>Omitir las &amp;respuestas correctas de las preguntas</translation>
    </message>
    <message>
        <source>For a page handed out before the lecture: the questions stay, what is right does not</source>
        <translation>Para una página repartida antes de la clase: las preguntas quedan, las soluciones no</translation>
    </message>
    <message>
        <source>Choose a file for the page.</source>
        <translation>Elija un archivo para la página.</translation>
    </message>
    <message>
        <source>A web page&apos;s name ends in .html: &apos;%1&apos; does not.</source>
        <translation>El nombre de una página web termina en .html: «%1» no.</translation>
    </message>
</context>
</TS>
