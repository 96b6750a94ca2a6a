#include "ui/window/FormulaDialog.hpp"

#include <QColorDialog>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>

#include "core/formula.hpp"
#include "core/formula_tex.hpp"
#include "core/model/ids.hpp"
#include "ui/model/Formulas.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/MathLabel.hpp"

namespace ui {

FormulaDialog::FormulaDialog(const FormulaDef& start, const std::vector<FormulaDef>& others,
                             QWidget* parent)
    : QDialog(parent),
      m_others(others),
      m_colourName(QString::fromStdString(start.colour)),
      m_parameters(start.parameters) {
  setWindowTitle(start.id.empty() ? tr("New formula") : tr("Edit formula"));
  auto* form = new QFormLayout(this);
  m_name = new QLineEdit(QString::fromStdString(start.id));
  m_name->setObjectName("formula-name");
  m_name->setPlaceholderText(tr("e.g. bent"));
  m_name->setAccessibleName(tr("Formula name"));
  m_expression = new QLineEdit(QString::fromStdString(start.expression));
  m_expression->setObjectName("formula-expression");
  m_expression->setPlaceholderText(tr("e.g. x + 0.1*x^2"));
  m_expression->setAccessibleName(tr("Formula expression in x"));
  m_expression->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  m_expression->setMinimumWidth(m_expression->fontMetrics().horizontalAdvance('x') * 48);
  m_expression->setToolTip(
      tr("x, numbers (0.5, 2e-3), pi, e, + − * / ^, ( ), comparisons and c ? a : b; "
         "exp log log1p expm1 log2 log10 sqrt abs sign min max sin cos tan atan sinh cosh tanh "
         "erf erfc Phi phi sigmoid softplus gelu relu"));
  m_typeset = new MathLabel;
  m_typeset->setObjectName("formula-typeset");
  m_typeset->setMinimumHeight(m_expression->sizeHint().height() * 2);
  m_error = new QLabel;
  m_error->setObjectName("formula-error");
  m_error->setTextFormat(Qt::RichText);
  m_error->setWordWrap(true);
  // Room for the verdict, the parameters' line and a marked column without the dialog growing
  // as the text does (a word-wrapped label does not make a shown dialog taller).
  m_error->setMinimumHeight(m_error->fontMetrics().lineSpacing() * 3 + 4);
  m_colour = new QPushButton;
  m_colour->setObjectName("formula-colour");
  m_style = new QComboBox;
  m_style->setObjectName("formula-style");
  const QStringList styles = toQt(gelu::model::formulaStyles());
  const QStringList names{tr("automatic"), tr("solid"),    tr("dashed"),
                          tr("dotted"),    tr("dash-dot"), tr("dash-dot-dot")};
  for (int i = 0; i < styles.size(); ++i) m_style->addItem(names[i], styles[i]);
  m_style->setCurrentIndex(
      std::max(0, static_cast<int>(styles.indexOf(QString::fromStdString(start.style)))));
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  form->addRow(tr("Name"), m_name);
  form->addRow(tr("f(x) ="), m_expression);
  form->addRow(QString(), m_typeset);
  form->addRow(QString(), m_error);
  form->addRow(tr("Colour"), m_colour);
  form->addRow(tr("Line"), m_style);
  form->addRow(m_buttons);
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(m_name, &QLineEdit::textChanged, this, &FormulaDialog::check);
  connect(m_expression, &QLineEdit::textChanged, this, &FormulaDialog::check);
  connect(m_colour, &QPushButton::clicked, this, [this] {
    const QColor c = QColorDialog::getColor(
        m_colourName.isEmpty() ? QColor(Qt::black) : QColor(m_colourName), this, tr("Colour"));
    if (c.isValid()) m_colourName = c.name();
    check();
  });
  check();
}

FormulaDef FormulaDialog::formula() const {
  FormulaDef f;
  f.id = m_name->text().trimmed().toStdString();
  f.expression = m_expression->text().toStdString();
  f.colour = m_colourName.toStdString();
  f.style = m_style->currentData().toString().toStdString();
  f.parameters = m_parameters;
  return gelu::model::withParameters(std::move(f));
}

void FormulaDialog::check() {
  m_colour->setText(m_colourName.isEmpty() ? tr("automatic") : m_colourName);
  const FormulaDef f = formula();
  // The expression as it reads, typeset while it is typed (as soon as it is a formula).
  gelu::FormulaError why;
  const auto tex =
      gelu::Formula::compile(f.expression, &why, f.parameters)
          ? gelu::formulaToTex(f.expression,
                               QCoreApplication::translate("Curves", "otherwise").toStdString())
          : std::nullopt;
  static const QRegularExpression idPattern("^[a-z][a-z0-9_]*$");
  const QString id = QString::fromStdString(f.id);
  const QString name = !idPattern.match(id).hasMatch()
                           ? QStringLiteral("f")
                           : QStringLiteral("\\operatorname{%1}")
                                 .arg(QString(id).replace('_', QStringLiteral("\\_")));
  m_typeset->setText(tex ? QStringLiteral("$$%1(x) = %2$$").arg(name, QString::fromStdString(*tex))
                         : QString());
  m_problem =
      f.id.empty() && f.expression.empty() ? tr("name: empty") : formulaProblem(f, m_others);
  m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_problem.isEmpty());
  if (f.id.empty() && f.expression.empty()) {
    // Nothing typed yet is not a mistake: say what to type, not what is wrong.
    m_error->setText(tr("Name the formula, then type its expression in x."));
    return;
  }
  if (m_problem.isEmpty()) {
    QString names;
    for (const gelu::FormulaParameter& p : f.parameters) {
      names += (names.isEmpty() ? "" : ", ") + QString::fromStdString(p.name);
    }
    m_error->setText(
        tr("<span style='color:#2a7a2a'>✓ valid; its derivative d%1 comes with it</span>")
            .arg(id.toHtmlEscaped()) +
        (names.isEmpty()
             ? QString()
             : "<br>" + tr("Its parameters (%1) get sliders under Activation parameters")
                            .arg(names.toHtmlEscaped())));
    return;
  }
  // Show where: the expression again, with the column the error names marked.
  QString where;
  static const QRegularExpression column("at column (\\d+)$");
  const auto m = column.match(m_problem);
  const QString expressionPart = QCoreApplication::translate("Formulas", "expression") + ":";
  if (m_problem.startsWith(expressionPart) && m.hasMatch()) {
    const int c = m.captured(1).toInt() - 1;
    const QString text = QString::fromStdString(f.expression);
    const QString at = c < text.size() ? text.mid(c, 1) : QStringLiteral(" ");
    where = QString("<br><code>%1<span style='background:#f4b4b4;color:#000'>%2</span>%3</code>")
                .arg(text.left(c).toHtmlEscaped(), at.toHtmlEscaped().replace(" ", "&nbsp;"),
                     text.mid(c + 1).toHtmlEscaped());
  }
  m_error->setText(
      QString("<span style='color:#c0392b'>%1</span>%2").arg(m_problem.toHtmlEscaped(), where));
}

}  // namespace ui
