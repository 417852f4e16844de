// SPDX-License-Identifier: Apache-2.0
// The one table of assumptions: each id has its key, its basis and band, and wording that says them.
#include "models/sizing/assumptionid.h"
#include "models/sizing/recommendation.h"
#include "models/text/findingtext.h"

#include <QSet>
#include <QTest>

using namespace Advisor;

class TestAssumptionTable : public QObject
{
    Q_OBJECT

private slots:
    void theTableIsInTheEnumsOrderWithUniqueKeys()
    {
        QSet<QString> keys;
        int position = 0;
        for (const AssumptionInfo *row = assumptionTableBegin(); row != assumptionTableEnd(); ++row, ++position) {
            QCOMPARE(int(row->id), position);
            const QString key = QString::fromLatin1(row->key);
            QVERIFY2(!keys.contains(key), row->key);
            keys.insert(key);
            QVERIFY2(assumptionFromKey(key) == row->id, row->key);
            QVERIFY2(row->bandPercent >= 0 && row->bandPercent <= 100, row->key);
        }
        QVERIFY(position >= 50);
        QVERIFY(!assumptionFromKey(QStringLiteral("no-such-assumption")));
    }

    void everyIdIsWordedWithItsEvidenceAndBand()
    {
        for (const AssumptionInfo *row = assumptionTableBegin(); row != assumptionTableEnd(); ++row) {
            const AssumptionLine line = FindingText::assumption(Assumption{row->id, {1, 2, 3, 4, 5}, {}, {}}, nullptr);
            QCOMPARE(line.id, QString::fromLatin1(row->key));
            // A key shown as its own label is an id no wording covers.
            QVERIFY2(!line.label.isEmpty() && line.label != line.id, row->key);
            if (row->basis != AssumptionBasis::Unstated)
                QVERIFY2(!line.source.isEmpty(), row->key);
            // The band the table states is the one the reader is told.
            if (row->bandPercent > 0)
                QVERIFY2(line.source.contains(QStringLiteral("±%1 %").arg(row->bandPercent)),
                         qPrintable(QString::fromLatin1(row->key) + QStringLiteral(": ") + line.source));
        }
    }
};

QTEST_GUILESS_MAIN(TestAssumptionTable)
#include "tst_assumptiontable.moc"
